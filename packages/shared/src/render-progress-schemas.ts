import { z } from 'zod';
import { RENDER_STAGES } from './render-progress.ts';

/* The answers and inputs as schemas, apart from the rules in render-progress.ts, so the pages that only need the rules load without zod. */

export const revisionSchema = z.object({
  note: z.string(),
  requestedAt: z.string(),
  /** 1 for the first revision. */
  number: z.number().int(),
});
export type Revision = z.infer<typeof revisionSchema>;

/** What the customer's dashboard adds to a render. */
export const renderProgressSchema = z.object({
  stage: z.enum(RENDER_STAGES),
  revision: revisionSchema.nullable(),
  revisionsLeft: z.number().int(),
});
export type RenderProgress = z.infer<typeof renderProgressSchema>;
