import { z } from 'zod';
import { boxSchema } from './photo-check.ts';

/**
 * The subject of a render (issue 17): the bike the engine cut out of the customer's photo, the
 * bikes and riders it found, and the cut-out staff corrected on the workbench. Every draft of
 * the render is painted with it.
 */

export const detectionSchema = z.object({ box: boxSchema, score: z.number() });
export type Detection = z.infer<typeof detectionSchema>;

/**
 * working: the cut-out for the current choice of bike and rider is being made; ready: there is a
 * cut-out; no-bike: the engine found no motorcycle (drafts paint the whole photo).
 */
export const SUBJECT_STATUSES = ['working', 'ready', 'no-bike'] as const;
export type SubjectStatus = (typeof SUBJECT_STATUSES)[number];

/** Who made an automatic cut-out: the store's own model, or ComfyUI's background removal (CUTOUT_SOURCE=comfyui, decision 058). */
export const CUTOUT_SOURCES = ['store', 'comfyui'] as const;
export type CutoutSourceName = (typeof CUTOUT_SOURCES)[number];

export const subjectSchema = z.object({
  status: z.enum(SUBJECT_STATUSES),
  /** The cut-out in use (grey PNG, white is the bike), once ready. */
  maskUrl: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Staff corrected the cut-out by hand; drafts use their mask. */
  corrected: z.boolean(),
  /** Who made the automatic cut-out; null while none is made, or for one made before the store recorded it. */
  source: z.enum(CUTOUT_SOURCES).nullable(),
  /** Most prominent first. */
  bikes: z.array(detectionSchema),
  bike: z.number().int(),
  /** People on the chosen bike. */
  riders: z.array(detectionSchema),
  rider: z.boolean(),
  updatedAt: z.string(),
  /** The bike the customer picked on the upload page among several, by its index in `bikes`; null when they picked none. */
  customerBike: z.number().int().nullable(),
});
export type Subject = z.infer<typeof subjectSchema>;

/** Null until the first draft of the render has found the bike. */
export const subjectResponseSchema = z.object({ subject: subjectSchema.nullable() });
export type SubjectResponse = z.infer<typeof subjectResponseSchema>;

/**
 * Staff's corrections of the cut-out by the segmentation model: clicks on what belongs to the bike
 * (include) or not (exclude) and, when redrawn, the box around the bike; all in shares of the
 * photo's width and height (0-1), oldest click first.
 */
export const SUBJECT_CLICKS_MAX = 40;
const shareSchema = z.number().min(0).max(1);
export const subjectClickSchema = z.object({ x: shareSchema, y: shareSchema, include: z.boolean() });
export const subjectClicksSchema = z.object({
  points: z.array(subjectClickSchema).max(SUBJECT_CLICKS_MAX),
  box: z.object({ x: shareSchema, y: shareSchema, width: shareSchema, height: shareSchema }).nullable().optional(),
});
export type SubjectClicks = z.infer<typeof subjectClicksSchema>;

export const chooseBikeSchema = z.object({ bike: z.number().int().min(0) });
export const keepRiderSchema = z.object({ rider: z.boolean() });

/** A corrected cut-out is a grey (or alpha) PNG at the cut-out's size; a few megabytes at most. */
export const MASK_UPLOAD_MAX_BYTES = 4 * 1024 * 1024;
export const MASK_FILE_FIELD = 'mask';

export const SUBJECT_MESSAGES = {
  none: 'The bike has not been cut out yet: paint a draft first.',
  noBike: 'No motorcycle was found in this photo.',
  working: 'The cut-out is still being made. Try again in a moment.',
  missingMask: 'Please attach the cut-out as a PNG image.',
  notPng: 'The cut-out must be a PNG image.',
  noSuchBike: 'There is no such bike in this photo.',
  noRider: 'No rider was found on this bike.',
  noModel: 'Fixing by clicks needs the cut-out model, which this store does not run. Use the brush instead.',
} as const;
