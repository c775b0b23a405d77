import { describe, expect, it } from 'vitest';
import {
  inStyleOrder,
  paintingOrder,
  PREVIEW_LIFETIME_MS,
  PREVIEW_SETS_PER_DAY,
  previewAllowance,
  previewExpired,
  previewExpiresAt,
  previewProgress,
} from './style-previews.ts';
import { UPLOAD_WINDOW_MS } from './upload-window.ts';

const start = new Date('2026-11-28T10:00:00Z');

describe('preview allowance', () => {
  it('allows every set before the first one', () => {
    expect(previewAllowance(null, start)).toEqual({ limit: PREVIEW_SETS_PER_DAY, remaining: PREVIEW_SETS_PER_DAY, resetsAt: null });
  });

  it('counts the sets started in the window and says when it ends', () => {
    const allowance = previewAllowance({ startedAt: start, count: 2 }, new Date(start.getTime() + 60_000));
    expect(allowance.remaining).toBe(PREVIEW_SETS_PER_DAY - 2);
    expect(allowance.resetsAt?.getTime()).toBe(start.getTime() + UPLOAD_WINDOW_MS);
  });

  it('has none left at the limit, and all again once the window is over', () => {
    const full = { startedAt: start, count: PREVIEW_SETS_PER_DAY };
    expect(previewAllowance(full, new Date(start.getTime() + UPLOAD_WINDOW_MS - 1)).remaining).toBe(0);
    expect(previewAllowance(full, new Date(start.getTime() + UPLOAD_WINDOW_MS)).remaining).toBe(PREVIEW_SETS_PER_DAY);
  });
});

describe('preview lifetime', () => {
  it('expires a set exactly its lifetime after it was started', () => {
    expect(previewExpiresAt(start).getTime()).toBe(start.getTime() + PREVIEW_LIFETIME_MS);
    expect(previewExpired(start, new Date(start.getTime() + PREVIEW_LIFETIME_MS - 1))).toBe(false);
    expect(previewExpired(start, new Date(start.getTime() + PREVIEW_LIFETIME_MS))).toBe(true);
  });
});

describe('preview progress', () => {
  it('counts painted and failed previews as finished', () => {
    expect(previewProgress([{ status: 'ready' }, { status: 'failed' }, { status: 'painting' }, { status: 'queued' }])).toEqual({
      finished: 2,
      total: 4,
      done: false,
    });
    expect(previewProgress([{ status: 'ready' }, { status: 'failed' }]).done).toBe(true);
  });

  it('paints the style already picked first, then the others as listed', () => {
    expect(paintingOrder('Anime')).toEqual(['Anime', 'Retro', 'Cartoon', 'Cyberpunk']);
    expect(paintingOrder(null)).toEqual(['Retro', 'Cartoon', 'Anime', 'Cyberpunk']);
  });

  it('orders previews as the styles are listed', () => {
    expect(
      inStyleOrder([{ style: 'Cyberpunk' }, { style: 'Retro' }, { style: 'Anime' }, { style: 'Cartoon' }]).map((p) => p.style),
    ).toEqual(['Retro', 'Cartoon', 'Anime', 'Cyberpunk']);
  });
});
