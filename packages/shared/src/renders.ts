import { z } from 'zod';
import { ASPECT_RATIOS } from './catalog.ts';
import { photoFindingSchema } from './photo-check.ts';
import { PURCHASE_REFUSALS, type Purchase } from './purchase-rules.ts';
import { renderProgressSchema } from './render-progress-schemas.ts';
import { STYLES } from './styles.ts';

const purchaseSchema = z.object({
  mayBuy: z.boolean(),
  refusal: z.enum(PURCHASE_REFUSALS).nullable(),
  digitalDownloadOrderId: z.string().nullable(),
}) satisfies z.ZodType<Purchase>;

/** The API's view of a render request (SPEC.md section 3), shared by server and web. */

export const RENDER_STATUSES = ['pending', 'complete', 'deleted'] as const;
export type RenderStatus = (typeof RENDER_STATUSES)[number];

export const aspectRatioSchema = z.enum(ASPECT_RATIOS);
export const styleSchema = z.enum(STYLES);

const resultLinksSchema = z.object({
  /** Watermarked web preview: public. */
  preview: z.string(),
  /** The same, SMALL_PREVIEW_WIDTH wide, for phones. */
  smallPreview: z.string().optional(),
  /** Full-resolution file: admins (and later the buyer). Absent for everyone else. */
  full: z.string().optional(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ResultLinks = z.infer<typeof resultLinksSchema>;

export const renderSchema = z.object({
  id: z.string(),
  style: styleSchema,
  aspectRatio: aspectRatioSchema,
  status: z.enum(RENDER_STATUSES),
  submittedAt: z.string(),
  completedAt: z.string().nullable(),
  /** Keyed by aspect ratio; empty until staff upload the finished render. */
  results: z.partialRecord(aspectRatioSchema, resultLinksSchema),
  /** Only for the owner and admins. */
  originalUrl: z.string().optional(),
  originalPreviewUrl: z.string().optional(),
  filename: z.string().optional(),
  width: z.number().int(),
  height: z.number().int(),
  /** Only for the owner and admins: how far the render has come, and its revision. */
  progress: renderProgressSchema.optional(),
  /** On the product read and the dashboard: whether the viewer may buy it, and what they already own. */
  purchase: purchaseSchema.optional(),
});
export type Render = z.infer<typeof renderSchema>;

/** What staff see in the queue: the render plus who asked for it. */
export const adminRenderSchema = renderSchema.extend({
  customerName: z.string(),
  customerEmail: z.string(),
  deletedAt: z.string().nullable(),
  /** What the photo check found at upload. */
  findings: z.array(photoFindingSchema),
  /** Set while the render is back in the queue for a revision, with when it was asked for. */
  revisionNote: z.string().nullable(),
  revisionRequestedAt: z.string().nullable(),
});
export type AdminRender = z.infer<typeof adminRenderSchema>;

export const ADMIN_QUEUE_PAGE_SIZE = 10;
export const ADMIN_STATUS_FILTERS = ['all', 'pending', 'complete', 'deleted'] as const;
export const ADMIN_SORTS = ['newest', 'oldest', 'name-asc', 'name-desc'] as const;
/** Why a pending request needs staff now (queue-badges.ts): each a badge and a filter of the queue. */
export const QUEUE_ATTENTION = ['draft-ready', 'revision', 'paid-waiting', 'over-target'] as const;
export type QueueAttention = (typeof QUEUE_ATTENTION)[number];

export const adminQueueQuerySchema = z.object({
  status: z.enum(ADMIN_STATUS_FILTERS).default('all'),
  sort: z.enum(ADMIN_SORTS).default('newest'),
  style: styleSchema.optional(),
  /** Only pending requests that need staff for this reason. */
  attention: z.enum(QUEUE_ATTENTION).optional(),
  page: z.coerce.number().int().min(1).default(1),
});
export type AdminQueueQuery = z.infer<typeof adminQueueQuerySchema>;

/** A queue row: the render, and what tells staff what to do next. */
export const adminQueueItemSchema = adminRenderSchema.extend({
  /** Pending with a draft in the requested style ready to look at. */
  draftReady: z.boolean(),
  /** Pending while a paid order includes it: a customer is waiting for this render. */
  hasPaidOrder: z.boolean(),
});
export type AdminQueueItem = z.infer<typeof adminQueueItemSchema>;

export const adminQueuePageSchema = z.object({
  items: z.array(adminQueueItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminQueuePage = z.infer<typeof adminQueuePageSchema>;

export const uploadAllowanceSchema = z.object({ limit: z.number().int(), remaining: z.number().int(), resetsAt: z.string().nullable() });
export type UploadAllowanceDto = z.infer<typeof uploadAllowanceSchema>;

/** Staff's clock for a request: from the upload, or from the customer's revision request while one is open. */
export function waitingSince(render: { submittedAt: string; revisionRequestedAt: string | null }): string {
  return render.revisionRequestedAt ?? render.submittedAt;
}

/** A render waiting longer than this has missed the turnaround target (about 1 hour). */
export const RENDER_TARGET_MS = 60 * 60 * 1000;
