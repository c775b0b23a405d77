import { describe, expect, it } from 'vitest';
import { PHOTO_FINDINGS, type PhotoCheck, type PhotoFinding, type PhotoFindingCode } from '@store/shared/photo-check';
import { photoVerdict, verdictAllowsSubmit } from './photo-check-display.ts';

function finding(code: PhotoFindingCode): PhotoFinding {
  return { code, ...PHOTO_FINDINGS[code] };
}

function check(...codes: PhotoFindingCode[]): PhotoCheck {
  return {
    findings: codes.map(finding),
    measurements: {
      width: 3000,
      height: 2000,
      edgeWidth: 2,
      light: { mean: 120, bright: 200, clippedShare: 0 },
      bike: null,
      otherBikes: [],
    },
  };
}

const picked = { hasPhoto: true, pending: false, failed: false };

describe('photoVerdict', () => {
  it('says nothing before a photo is picked, and checking while the check runs', () => {
    expect(photoVerdict({ ...picked, hasPhoto: false, check: undefined })).toEqual({ kind: 'none' });
    expect(photoVerdict({ ...picked, pending: true, check: undefined })).toEqual({ kind: 'checking' });
  });

  it('treats a check that could not run as no findings, but says so', () => {
    expect(photoVerdict({ ...picked, check: null })).toEqual({ kind: 'unchecked' });
    expect(photoVerdict({ ...picked, failed: true, check: undefined })).toEqual({ kind: 'unchecked' });
  });

  it('is good without findings', () => {
    expect(photoVerdict({ ...picked, check: check() })).toEqual({ kind: 'good' });
  });

  it('never shows the customer a note meant for staff', () => {
    expect(photoVerdict({ ...picked, check: check('tight-frame', 'several-bikes') })).toEqual({ kind: 'good' });
    expect(photoVerdict({ ...picked, check: check('blurred', 'tight-frame') })).toEqual({
      kind: 'warnings',
      warnings: [finding('blurred')],
    });
  });

  it('groups warnings, and blocking findings apart from them', () => {
    expect(photoVerdict({ ...picked, check: check('blurred', 'too-dark') })).toEqual({
      kind: 'warnings',
      warnings: [finding('blurred'), finding('too-dark')],
    });
    expect(photoVerdict({ ...picked, check: check('too-small', 'blurred') })).toEqual({
      kind: 'blocked',
      blocking: [finding('too-small')],
      warnings: [finding('blurred')],
    });
  });
});

describe('verdictAllowsSubmit', () => {
  it('holds the form while checking and over a blocking finding only', () => {
    expect(verdictAllowsSubmit({ kind: 'checking' })).toBe(false);
    expect(verdictAllowsSubmit({ kind: 'blocked', blocking: [finding('too-small')], warnings: [] })).toBe(false);
    expect(verdictAllowsSubmit({ kind: 'warnings', warnings: [finding('blurred')] })).toBe(true);
    expect(verdictAllowsSubmit({ kind: 'unchecked' })).toBe(true);
  });
});
