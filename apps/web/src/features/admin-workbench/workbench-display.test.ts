import { describe, expect, it } from 'vitest';
import type { Draft, RenderVersion } from '@store/shared/production';
import {
  cropSummaries,
  draftStatusText,
  hasCrops,
  hasWorkUnderWay,
  isCropEditable,
  likenessText,
  newestReadyVersion,
} from './workbench-display.ts';

function version(number: number, status: RenderVersion['status']): RenderVersion {
  return {
    id: `v${number}`,
    number,
    source: 'upload',
    draftId: null,
    status,
    error: null,
    results: {},
    createdAt: '',
    publishedAt: null,
    sourceUrl: '',
    image: null,
    subject: null,
  };
}

const draft = { status: 'ready', step: null, error: null, durationMs: 12_400 } satisfies Pick<
  Draft,
  'status' | 'step' | 'error' | 'durationMs'
>;

describe('hasWorkUnderWay', () => {
  it('is true while a draft or a version is queued or running', () => {
    expect(hasWorkUnderWay({ drafts: [{ ...draft, status: 'running' }], versions: [] })).toBe(true);
    expect(hasWorkUnderWay({ drafts: [], versions: [version(1, 'queued')] })).toBe(true);
  });

  it('is false once everything is ready or failed', () => {
    expect(hasWorkUnderWay({ drafts: [{ ...draft, status: 'failed' }], versions: [version(1, 'ready')] })).toBe(false);
  });
});

describe('newestReadyVersion', () => {
  it('skips versions still being made or failed', () => {
    expect(newestReadyVersion([version(3, 'running'), version(2, 'ready'), version(1, 'ready')])?.number).toBe(2);
    expect(newestReadyVersion([version(1, 'failed')])).toBeNull();
  });
});

describe('cropSummaries', () => {
  it('lists the crops in catalogue order with the largest sharp canvas', () => {
    const summaries = cropSummaries({
      results: {
        '3x2': { width: 5400, height: 3600, crop: null, previewUrl: '/3x2' },
        '1x1': { width: 2400, height: 2400, crop: null, previewUrl: '/1x1' },
      },
    });
    expect(summaries.map((crop) => crop.ratio)).toEqual(['1x1', '3x2']);
    expect(summaries[0]).toMatchObject({
      label: '1x1 Square',
      pixels: '2400 × 2400 px',
      print: 'Prints sharply up to 16″ × 16″',
      sharp: true,
    });
    expect(summaries[1]).toMatchObject({ print: 'Prints sharply up to 36″ × 24″' });
  });

  it('says when a crop is too small for any canvas', () => {
    expect(cropSummaries({ results: { '4x5': { width: 400, height: 500, crop: null, previewUrl: '/4x5' } } })[0]).toMatchObject({
      print: 'Too small for canvas',
      sharp: false,
    });
  });
});

describe('draftStatusText', () => {
  it.each([
    [{ ...draft, status: 'queued' as const }, 'Waiting to start'],
    [{ ...draft, status: 'running' as const, step: 'Finding the bike' }, 'Finding the bike...'],
    [{ ...draft, status: 'running' as const }, 'Painting...'],
    [draft, 'Ready in 12 s'],
    [{ ...draft, status: 'failed' as const, error: 'No bike found' }, 'Failed: No bike found'],
  ])('%o reads "%s"', (state, text) => {
    expect(draftStatusText(state)).toBe(text);
  });
});

describe('likenessText', () => {
  it('reads the score with what the draft lost, good from 70', () => {
    expect(likenessText({ likeness: null })).toBeNull();
    expect(likenessText({ likeness: { score: 91, reasons: [] } })).toEqual({ text: 'Likeness 91', good: true });
    expect(likenessText({ likeness: { score: 62, reasons: ['left wheel smaller', 'silhouette 71%'] } })).toEqual({
      text: 'Likeness 62: left wheel smaller, silhouette 71%',
      good: false,
    });
  });
});

describe('crops staff may move', () => {
  const derived = { ...version(1, 'ready'), image: { width: 1500, height: 1000 } };

  it('belong to a ready version not yet published, whose crops were kept', () => {
    expect(isCropEditable(derived)).toBe(true);
    expect(isCropEditable({ ...derived, publishedAt: '2026-11-25T20:00:00.000Z' })).toBe(false);
    expect(isCropEditable({ ...derived, status: 'running' })).toBe(false);
    expect(isCropEditable(version(1, 'ready'))).toBe(false);
  });

  it('stay on show while one of them is made again', () => {
    expect(newestReadyVersion([{ ...derived, number: 2, status: 'running' }, version(1, 'ready')])?.number).toBe(2);
    expect(hasCrops(version(3, 'running'))).toBe(false);
  });
});
