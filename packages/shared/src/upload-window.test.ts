import { describe, expect, it } from 'vitest';
import { recordUpload, uploadAllowance, UPLOAD_WINDOW_MS } from './upload-window.ts';

const start = new Date('2026-11-22T10:00:00Z');
const later = (ms: number) => new Date(start.getTime() + ms);

describe('daily upload window', () => {
  it('the first upload opens a 24-hour window', () => {
    const first = recordUpload(null, start);
    expect(first).toEqual({ startedAt: start, count: 1 });
    expect(uploadAllowance(first, later(1000))).toEqual({ limit: 2, remaining: 1, resetsAt: later(UPLOAD_WINDOW_MS) });
  });

  it('allows a second, refuses a third within 24 hours of the first', () => {
    const second = recordUpload(recordUpload(null, start), later(60_000));
    expect(second).toEqual({ startedAt: start, count: 2 });
    expect(recordUpload(second, later(UPLOAD_WINDOW_MS - 1))).toBeNull();
    expect(uploadAllowance(second, later(UPLOAD_WINDOW_MS - 1)).remaining).toBe(0);
  });

  it('resets 24 hours after the first upload, not the last', () => {
    const second = recordUpload(recordUpload(null, start), later(20 * 60 * 60 * 1000));
    const afterReset = later(UPLOAD_WINDOW_MS);
    expect(uploadAllowance(second, afterReset)).toEqual({ limit: 2, remaining: 2, resetsAt: null });
    expect(recordUpload(second, afterReset)).toEqual({ startedAt: afterReset, count: 1 });
  });
});
