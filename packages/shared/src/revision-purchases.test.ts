import { describe, expect, it } from 'vitest';
import { needsPrintVersionChoice, revisionUnderWayNote, sentToPrint, shownRenderStatus, versionsServed } from './revision-purchases.ts';

const paid = { status: 'paid', printOrderId: null };
const canvas = { isDigital: false, versionId: 'v1', versionChosenAt: null };
const republished = { publishedVersionId: 'v2', publishedAt: '2026-11-27T10:00:00Z' };

describe('revisions keep purchases', () => {
  it('shows a render with a published version as complete while its revision is made', () => {
    expect(shownRenderStatus({ status: 'pending', publishedVersionId: 'v1' })).toBe('complete');
    expect(shownRenderStatus({ status: 'pending', publishedVersionId: null })).toBe('pending');
    expect(shownRenderStatus({ status: 'deleted', publishedVersionId: 'v1' })).toBe('deleted');
  });

  it('says when the revision was asked for and that this version stays', () => {
    expect(revisionUnderWayNote('2026-11-27T23:30:00Z')).toBe(
      'Revision requested November 27, 2026: an artist is working on it; this version stays until the new one is ready.',
    );
  });

  it('serves a digital buyer the published version and the one they paid for', () => {
    expect(versionsServed('v1', 'v1')).toEqual(['v1']);
    expect(versionsServed('v1', 'v2')).toEqual(['v2', 'v1']);
    expect(versionsServed(null, 'v2')).toEqual(['v2']);
  });

  it('asks staff to choose the print version only for a canvas not yet sent to print', () => {
    expect(needsPrintVersionChoice(paid, canvas, republished)).toBe(true);
    expect(needsPrintVersionChoice(paid, { ...canvas, isDigital: true }, republished)).toBe(false);
    expect(needsPrintVersionChoice({ status: 'in-production', printOrderId: null }, canvas, republished)).toBe(false);
    expect(needsPrintVersionChoice({ status: 'paid', printOrderId: 'pf-1' }, canvas, republished)).toBe(false);
    expect(needsPrintVersionChoice(paid, { ...canvas, versionId: 'v2' }, republished)).toBe(false);
  });

  it('takes a choice made after the latest publish as settled, and asks again after a later one', () => {
    expect(needsPrintVersionChoice(paid, { ...canvas, versionChosenAt: '2026-11-27T11:00:00Z' }, republished)).toBe(false);
    expect(needsPrintVersionChoice(paid, { ...canvas, versionChosenAt: '2026-11-27T09:00:00Z' }, republished)).toBe(true);
  });

  it('counts an order as sent to print once the partner has it or staff moved it on', () => {
    expect(sentToPrint(paid)).toBe(false);
    expect(sentToPrint({ status: 'paid', printOrderId: 'pf-1' })).toBe(true);
    expect(sentToPrint({ status: 'issue', printOrderId: null })).toBe(true);
  });
});
