import { DAILY_UPLOAD_LIMIT } from './policy.ts';

export const UPLOAD_WINDOW_MS = 24 * 60 * 60 * 1000;

/** A customer's current upload window: it opens at the first upload and lasts 24 hours. */
export type UploadWindow = { startedAt: Date; count: number };

export type UploadAllowance = { limit: number; remaining: number; resetsAt: Date | null };

/** How many uploads are left now, and when the window that limits them ends. */
export function uploadAllowance(window: UploadWindow | null, now: Date, limit = DAILY_UPLOAD_LIMIT): UploadAllowance {
  if (!window || now.getTime() >= window.startedAt.getTime() + UPLOAD_WINDOW_MS) return { limit, remaining: limit, resetsAt: null };
  return { limit, remaining: Math.max(0, limit - window.count), resetsAt: new Date(window.startedAt.getTime() + UPLOAD_WINDOW_MS) };
}

/** The window after one more upload at `now`, or null when the limit forbids it. */
export function recordUpload(window: UploadWindow | null, now: Date, limit = DAILY_UPLOAD_LIMIT): UploadWindow | null {
  if (!window || now.getTime() >= window.startedAt.getTime() + UPLOAD_WINDOW_MS) return { startedAt: now, count: 1 };
  if (window.count >= limit) return null;
  return { startedAt: window.startedAt, count: window.count + 1 };
}
