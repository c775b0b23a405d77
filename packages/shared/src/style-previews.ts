import { z } from 'zod';
import { STYLES, type Style } from './styles.ts';
import { uploadAllowance, type UploadAllowance, type UploadWindow } from './upload-window.ts';

/** Sets of four style previews an account may start in a 24-hour window (opened by its first set). */
export const PREVIEW_SETS_PER_DAY = 6;
/** An unsubmitted set of previews, and the photo kept with it, is removed this long after it was started. */
export const PREVIEW_LIFETIME_MS = 2 * 60 * 60 * 1000;
/** Long side of a preview in pixels: small enough that all four styles paint within about 30 s on two cores. */
export const PREVIEW_LONG_SIDE = 512;
/** How often the upload page asks how the previews are coming along. */
export const PREVIEW_POLL_MS = 1000;

export const PREVIEW_ERROR_CODES = {
  limit: 'PREVIEW_LIMIT',
  off: 'PREVIEWS_OFF',
  notFound: 'NOT_FOUND',
  submitting: 'PREVIEW_SUBMITTING',
  busy: 'PREVIEWS_BUSY',
} as const;

export const PREVIEW_MESSAGES = {
  /** Under every preview: what it is, honestly. */
  sketchLabel: 'First sketch — an artist finishes it',
  limit: "You've made today's style previews. Pick a style from the samples instead; your upload still works.",
  off: 'Style previews are turned off. Pick a style from the samples instead.',
  notFound: 'These previews have expired. Choose your photo again to see new ones.',
  failed: 'This sketch could not be painted. You can still choose this style.',
  painting: 'Painting your bike in every style…',
  submitting: 'Your render request from these previews is already on its way.',
  /** The painters are more than an hour of work behind: a preview now would come too late to help. */
  busy: 'Our painters are busy right now. Try again in a minute, or pick a style from the samples; your upload still works.',
} as const;

/** How many preview sets are left now, and when the window that limits them ends. */
export function previewAllowance(window: UploadWindow | null, now: Date): UploadAllowance {
  return uploadAllowance(window, now, PREVIEW_SETS_PER_DAY);
}

export function previewExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + PREVIEW_LIFETIME_MS);
}

export function previewExpired(createdAt: Date, now: Date): boolean {
  return now.getTime() >= previewExpiresAt(createdAt).getTime();
}

export const STYLE_PREVIEW_STATUSES = ['queued', 'painting', 'ready', 'failed'] as const;
export type StylePreviewStatus = (typeof STYLE_PREVIEW_STATUSES)[number];

export const stylePreviewSchema = z.object({
  style: z.enum(STYLES),
  status: z.enum(STYLE_PREVIEW_STATUSES),
  /** The watermarked sketch, once painted. */
  imageUrl: z.string().nullable(),
});
export type StylePreview = z.infer<typeof stylePreviewSchema>;

export const previewSetSchema = z.object({
  id: z.string(),
  previews: z.array(stylePreviewSchema),
  expiresAt: z.string(),
  /** The bike sketched, by its index among those the photo check found, when the customer picked one (decision 053). */
  bike: z.number().int().nullable(),
});
export type PreviewSet = z.infer<typeof previewSetSchema>;

export type PreviewProgress = { finished: number; total: number; done: boolean };

/** How far the painting is: a preview is finished when painted or given up on. */
export function previewProgress(previews: readonly Pick<StylePreview, 'status'>[]): PreviewProgress {
  const finished = previews.filter((preview) => preview.status === 'ready' || preview.status === 'failed').length;
  return { finished, total: previews.length, done: finished === previews.length };
}

/** The order the styles are painted in: the one the customer has already picked first, as they look at it first. */
export function paintingOrder(first: Style | null): Style[] {
  return first ? [first, ...STYLES.filter((style) => style !== first)] : [...STYLES];
}

/** The previews in the store's style order, whatever order they were read in. */
export function inStyleOrder<Preview extends { style: Style }>(previews: readonly Preview[]): Preview[] {
  return [...previews].sort((a, b) => STYLES.indexOf(a.style) - STYLES.indexOf(b.style));
}
