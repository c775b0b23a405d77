import { z } from 'zod';
import { sizesFor, type AspectRatio } from './catalog.ts';
import { boxSchema, photoFindingSchema } from './photo-check.ts';
import { coversAtPrintPpi } from './print-resolution.ts';
import { RENDER_STAGES } from './render-progress.ts';
import { revisionSchema } from './render-progress-schemas.ts';
import { adminRenderSchema, aspectRatioSchema, styleSchema } from './renders.ts';
import { BACKDROP_LABELS, isBackdropOf, type Backdrop, type Style } from './styles.ts';

/**
 * The render production line (issue: renders in minutes): drafts the store paints from the
 * customer's photo, versions staff publish, revisions customers ask for, and the progress a
 * customer sees. Shared by the server's routes and the web's screens.
 */

export const REVISION_NOTE_MAX_LENGTH = 1000;

export const REVISION_MESSAGES = {
  noteRequired: 'Please tell us what you would like changed.',
  noneLeft: 'This render has already had its free revision. Please contact support for more changes.',
  notComplete: 'You can ask for a change once your render is complete.',
  received: 'Thanks! Your revision request is with our artists. We will email you when the new version is ready.',
} as const;

export const CANCEL_MESSAGES = {
  confirm: "Cancel this render request? Your photo will be deleted; it still counts as one of today's uploads.",
  cancelled: "Render request cancelled and your photo deleted. It still counts as one of today's uploads.",
  notPending: 'Only a render that is still in progress can be cancelled.',
} as const;

export const revisionRequestSchema = z.object({
  note: z.string().trim().min(1, REVISION_MESSAGES.noteRequired).max(REVISION_NOTE_MAX_LENGTH),
});

export const JOB_STATUSES = ['queued', 'running', 'ready', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const backdropSchema = z.enum(Object.keys(BACKDROP_LABELS) as [Backdrop, ...Backdrop[]]);

export const draftSchema = z.object({
  id: z.string(),
  style: styleSchema,
  /** What the bike stands on: one of the style's backdrops. */
  backdrop: backdropSchema,
  status: z.enum(JOB_STATUSES),
  /** What the painter is doing now, while running. */
  step: z.string().nullable(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Who painted it: the built-in painter or the configured generative model. */
  painter: z.string(),
  /** How much the draft still shows the customer's bike (0-100) and what it lost; null until ready. */
  likeness: z.object({ score: z.number().int().min(0).max(100), reasons: z.array(z.string()) }).nullable(),
  /** Why the configured model did not paint it, or why its draft is shown though it looks less like the photo. */
  painterNote: z.string().nullable(),
  /** The model's best image when its likeness stayed under the threshold: kept for staff to see, never the draft. */
  refused: z
    .object({
      painter: z.string(),
      likeness: z.object({ score: z.number().int().min(0).max(100), reasons: z.array(z.string()) }),
      previewUrl: z.string(),
    })
    .nullable(),
  /** Links once ready: a web preview, the full draft and the transparent bike layer. */
  previewUrl: z.string().nullable(),
  imageUrl: z.string().nullable(),
  layerUrl: z.string().nullable(),
});
export type Draft = z.infer<typeof draftSchema>;

export const BUILT_IN_PAINTER = 'Built-in painter';

export const DRAFT_MESSAGES = { notBackdropOfStyle: 'This backdrop is not one of the style’s.' } as const;

/** Who paints a draft staff ask for: the configured generative model, or the store's own painter (free, offline). */
export const DRAFT_PAINTER_CHOICES = ['model', 'built-in'] as const;
export type DraftPainterChoice = (typeof DRAFT_PAINTER_CHOICES)[number];

/** Without a backdrop, the style's default one; without a painter, the configured model when there is one. */
export const draftRequestSchema = z
  .object({ style: styleSchema, backdrop: backdropSchema.optional(), painter: z.enum(DRAFT_PAINTER_CHOICES).optional() })
  .refine((request) => request.backdrop === undefined || isBackdropOf(request.style, request.backdrop), {
    message: DRAFT_MESSAGES.notBackdropOfStyle,
    path: ['backdrop'],
  });
export type DraftRequest = z.infer<typeof draftRequestSchema>;

/** "Repaint all styles with this cut-out": one new draft per style. */
export const repaintResponseSchema = z.object({ drafts: z.array(draftSchema) });

/** A crop of a version's finished image, in its pixels. */
export const cropSchema = z.object({
  left: z.number().int().min(0),
  top: z.number().int().min(0),
  width: z.number().int().min(1),
  height: z.number().int().min(1),
});

export const versionResultSchema = z.object({
  /** The print file's size. */
  width: z.number().int(),
  height: z.number().int(),
  /** The crop of the finished image it is made from; null for versions made before crops were kept. */
  crop: cropSchema.nullable(),
  previewUrl: z.string(),
});

export const VERSION_SOURCES = ['draft', 'upload'] as const;

/** A finished image staff chose (a draft or their own), with its five ratio crops derived. */
export const renderVersionSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  source: z.enum(VERSION_SOURCES),
  draftId: z.string().nullable(),
  status: z.enum(JOB_STATUSES),
  error: z.string().nullable(),
  results: z.partialRecord(aspectRatioSchema, versionResultSchema),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
  sourceUrl: z.string(),
  /** The finished image's size, once derived: the space crops are in. */
  image: z.object({ width: z.number().int(), height: z.number().int() }).nullable(),
  /** The bike's box in the finished image, when known: crops start centred on it. */
  subject: boxSchema.nullable(),
});
export type RenderVersion = z.infer<typeof renderVersionSchema>;

export const versionFromDraftSchema = z.object({ draftId: z.string().min(1).max(64) });

/** Staff's crop of one ratio; null puts back the crop centred on the bike. */
export const cropEditSchema = z.object({ crop: cropSchema.nullable() });
export type CropEdit = z.infer<typeof cropEditSchema>;

export const CROP_MESSAGES = {
  published: 'A published version keeps its crops. Make a new version to crop it differently.',
  noImage: 'This version was made before crops could be changed. Make a new version to crop it.',
} as const;

/**
 * What staff must confirm before a version goes to the customer (issue "Staff and owner screens
 * that tell the truth"): each problem refuses the publish until staff confirm it by its code.
 */
export const PUBLISH_PROBLEMS = ['STYLE_DIFFERS', 'TOO_SMALL_FOR_CANVAS', 'PAID_ORDERS'] as const;
export type PublishProblem = (typeof PUBLISH_PROBLEMS)[number];

export const publishRequestSchema = z.object({ confirmed: z.array(z.enum(PUBLISH_PROBLEMS)).max(PUBLISH_PROBLEMS.length).default([]) });
export type PublishRequest = z.infer<typeof publishRequestSchema>;

/** The code of the 409 a publish with unconfirmed problems gets; its fields hold each problem's message by code. */
export const CONFIRM_PUBLISH = 'CONFIRM_PUBLISH';

export const PUBLISH_MESSAGES = {
  styleDiffers: (version: Style, requested: Style) => `This version is ${version}, but the customer asked for ${requested}.`,
  tooSmallForCanvas: (ratio: AspectRatio, smallest: string) =>
    `The customer's ${ratio} print file is too small for canvas: it cannot print ${smallest} sharply.`,
  paidOrders: (count: number) =>
    `This render has ${count} paid ${count === 1 ? 'order' : 'orders'}. Publishing replaces the image customers bought.`,
  notReady: 'This version is still being prepared.',
} as const;

export type PublishFacts = {
  /** The customer's request. */
  requestedStyle: Style;
  requestedRatio: AspectRatio;
  /** The version's style: its draft's, or the requested style for staff's own upload. */
  versionStyle: Style;
  /** The version's print file of each ratio. */
  printFiles: Partial<Record<AspectRatio, { width: number; height: number }>>;
  /** Whether customers have been shown a result of this render before. */
  republish: boolean;
  paidOrders: number;
};

/** Each problem with the version, with the message that names it; empty when it may be published directly. */
export function publishProblems(facts: PublishFacts): Partial<Record<PublishProblem, string>> {
  const problems: Partial<Record<PublishProblem, string>> = {};
  if (facts.versionStyle !== facts.requestedStyle)
    problems.STYLE_DIFFERS = PUBLISH_MESSAGES.styleDiffers(facts.versionStyle, facts.requestedStyle);
  const smallest = sizesFor(facts.requestedRatio)[0]!;
  const file = facts.printFiles[facts.requestedRatio];
  if (!file || !coversAtPrintPpi(file, smallest))
    problems.TOO_SMALL_FOR_CANVAS = PUBLISH_MESSAGES.tooSmallForCanvas(facts.requestedRatio, smallest);
  if (facts.republish && facts.paidOrders > 0) problems.PAID_ORDERS = PUBLISH_MESSAGES.paidOrders(facts.paidOrders);
  return problems;
}

/** The problems staff have not confirmed yet. */
export function unconfirmedProblems(
  problems: Partial<Record<PublishProblem, string>>,
  confirmed: readonly PublishProblem[],
): Partial<Record<PublishProblem, string>> {
  return Object.fromEntries(Object.entries(problems).filter(([code]) => !confirmed.includes(code as PublishProblem)));
}

export const workbenchSchema = z.object({
  render: adminRenderSchema,
  findings: z.array(photoFindingSchema),
  revision: revisionSchema.nullable(),
  stage: z.enum(RENDER_STAGES),
  drafts: z.array(draftSchema),
  versions: z.array(renderVersionSchema),
  /** Paid orders that include this render: re-publishing then needs confirmation. */
  orderCount: z.number().int(),
  /** The configured generative painter and what is wrong with its set-up, in words; null: only the built-in painter. */
  generativePainter: z.object({ name: z.string(), problems: z.array(z.string()) }).nullable(),
});
export type Workbench = z.infer<typeof workbenchSchema>;

/** One job kind's queue of the production line, shared by every worker. */
export const paintingQueueKindSchema = z.object({
  queue: z.string(),
  waiting: z.number().int(),
  active: z.number().int(),
  oldestWaitSeconds: z.number().int(),
});

/** How far behind the workers are (the render queue page shows it to staff). */
export const paintingQueueSchema = z.object({
  queues: z.array(paintingQueueKindSchema),
  /** Seconds one worker would need for the waiting jobs. */
  backlogSeconds: z.number().int(),
  /** Past a worker hour of waiting work: new style previews are refused with "busy, try again in a minute". */
  busy: z.boolean(),
});
export type PaintingQueue = z.infer<typeof paintingQueueSchema>;
