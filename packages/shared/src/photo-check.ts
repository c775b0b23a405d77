import { z } from 'zod';
import { photoResolution } from './photo-resolution.ts';

/**
 * The photo check at upload: what the render engine measures on a photo, and the rules that
 * turn those measurements into findings the customer and staff read. A blocking finding stops
 * the upload; a warning lets the customer submit anyway once they have seen it; a note is for
 * staff only (the queue and the workbench) and never shown to the customer.
 */

export const PHOTO_FINDING_CODES = [
  'too-small',
  'low-resolution',
  'blurred',
  'too-dark',
  'blown-out',
  'no-bike',
  'bike-too-small',
  'tight-frame',
  'several-bikes',
] as const;
export type PhotoFindingCode = (typeof PHOTO_FINDING_CODES)[number];

export const PHOTO_FINDING_SEVERITIES = ['block', 'warn', 'note'] as const;
export type PhotoFindingSeverity = (typeof PHOTO_FINDING_SEVERITIES)[number];

export const PHOTO_FINDINGS: Record<PhotoFindingCode, { severity: PhotoFindingSeverity; title: string; advice: string }> = {
  'too-small': {
    severity: 'block',
    title: 'This photo is too small to make a render from.',
    advice: 'Upload the original file from your phone or camera, not a screenshot or a copy from a chat app.',
  },
  'low-resolution': {
    severity: 'warn',
    title: 'This photo is small for a canvas print.',
    advice: 'It is fine for the digital download; for a sharp canvas, upload the original file from your phone or camera.',
  },
  blurred: {
    severity: 'warn',
    title: 'This photo looks blurred.',
    advice: 'Hold the camera steady, tap the bike to focus, and take it again in good light.',
  },
  'too-dark': {
    severity: 'warn',
    title: 'This photo is too dark.',
    advice: 'Take it in daylight or a well-lit garage so the paint and chrome show.',
  },
  'blown-out': {
    severity: 'warn',
    title: 'Parts of this photo are washed out.',
    advice: 'Avoid direct sun on the tank and chrome, or shoot with the sun behind you.',
  },
  'no-bike': {
    severity: 'warn',
    title: "We couldn't find a motorcycle in this photo.",
    advice: 'Use a photo where the whole bike is in view, side-on if you can.',
  },
  'bike-too-small': {
    severity: 'warn',
    title: 'The bike is small in this photo.',
    advice: 'Step closer or crop less, so the bike fills most of the frame.',
  },
  'tight-frame': {
    severity: 'note',
    title: 'The bike touches the edge of the photo.',
    advice: 'Part of it may be cut off: check that each ratio keeps the wheels and bars that are there.',
  },
  'several-bikes': {
    severity: 'note',
    title: 'There is more than one motorcycle in this photo.',
    advice: "Make sure the drafts paint the customer's bike, not another one in the frame.",
  },
};

export const PHOTO_CHECK_MESSAGES = {
  /** A photo with warnings sent before the customer accepted them. */
  warningsNotAccepted: "Please read the notes on your photo, then tick 'Submit anyway' to send it as it is.",
} as const;

export const photoFindingSchema = z.object({
  code: z.enum(PHOTO_FINDING_CODES),
  severity: z.enum(PHOTO_FINDING_SEVERITIES),
  title: z.string(),
  advice: z.string(),
});
export type PhotoFinding = z.infer<typeof photoFindingSchema>;

/** A box as fractions (0 to 1) of the photo's width and height. */
export const boxSchema = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });
export type Box = z.infer<typeof boxSchema>;

/** What the engine measures; the rules below judge it. */
export const photoMeasurementsSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  /**
   * Median width in pixels of the strongest edges on the bike (the whole photo without one), in
   * the photo's own pixels up to the 1024 px analysis copy: 2-3 is sharp, over 6 blurred, whatever
   * the contrast. null when nothing there has an edge to measure.
   */
  edgeWidth: z.number().nullable(),
  /** Light on the bike (the whole photo without one), luminance 0 to 255. */
  light: z.object({
    mean: z.number(),
    /** What its brightest tenth reaches: paint, chrome and edges in any light a bike can be painted from. */
    bright: z.number(),
    /** Share at or above 250 luminance. */
    clippedShare: z.number(),
  }),
  /** The motorcycle the photo is of (the largest found), if any. */
  bike: z.object({ box: boxSchema, score: z.number() }).nullable(),
  /** Other motorcycles found in the frame. */
  otherBikes: z.array(boxSchema),
});
export type PhotoMeasurements = z.infer<typeof photoMeasurementsSchema>;

export const photoCheckSchema = z.object({
  findings: z.array(photoFindingSchema),
  measurements: photoMeasurementsSchema,
});
export type PhotoCheck = z.infer<typeof photoCheckSchema>;

export const PHOTO_CHECK_LIMITS = {
  /**
   * Edges wider than this many pixels (at up to 1024 px) are soft enough to lose the lines a
   * render draws: sharp photos measure 2-3, a Gaussian blur of 1.5 px about 6, of 2 px about 8.
   */
  maxEdgeWidth: 6,
  /** When even the brightest tenth of the bike stays under a quarter of full scale, it is in deep shadow. */
  minBright: 64,
  /** Above this share of the bike clipped white, paint and chrome are washed out. */
  maxClippedShare: 0.18,
  /** The bike's box should cover at least this share of the photo's area. */
  minBikeArea: 0.12,
  /** A box within this share of the photo's side of an edge touches it: boxes are this rough. */
  frameMargin: 0.02,
  /** Another bike at least this share of the main one's area is one a customer could mean. */
  minOtherBikeArea: 0.25,
} as const;

function finding(code: PhotoFindingCode): PhotoFinding {
  return { code, ...PHOTO_FINDINGS[code] };
}

const area = (box: Box) => box.width * box.height;

function touchesFrame(box: Box): boolean {
  const margin = PHOTO_CHECK_LIMITS.frameMargin;
  return box.x <= margin || box.y <= margin || box.x + box.width >= 1 - margin || box.y + box.height >= 1 - margin;
}

/** The findings for a photo's measurements: blocking ones first, then warnings, then staff notes. */
export function judgePhoto(measurements: PhotoMeasurements): PhotoFinding[] {
  const found: PhotoFindingCode[] = [];
  const resolution = photoResolution(measurements.width, measurements.height);
  if (resolution === 'too-small') found.push('too-small');
  if (resolution === 'low') found.push('low-resolution');
  if (measurements.edgeWidth !== null && measurements.edgeWidth > PHOTO_CHECK_LIMITS.maxEdgeWidth) found.push('blurred');
  if (measurements.light.bright < PHOTO_CHECK_LIMITS.minBright) found.push('too-dark');
  if (measurements.light.clippedShare > PHOTO_CHECK_LIMITS.maxClippedShare) found.push('blown-out');
  const { bike } = measurements;
  if (!bike) found.push('no-bike');
  else {
    if (area(bike.box) < PHOTO_CHECK_LIMITS.minBikeArea) found.push('bike-too-small');
    if (touchesFrame(bike.box)) found.push('tight-frame');
    if (measurements.otherBikes.some((other) => area(other) >= PHOTO_CHECK_LIMITS.minOtherBikeArea * area(bike.box)))
      found.push('several-bikes');
  }
  return found.map(finding).sort((a, b) => PHOTO_FINDING_SEVERITIES.indexOf(a.severity) - PHOTO_FINDING_SEVERITIES.indexOf(b.severity));
}

export function blocksUpload(findings: readonly PhotoFinding[]): boolean {
  return findings.some((item) => item.severity === 'block');
}

/** Whether the customer must accept warnings before the photo is sent; staff notes never count. */
export function needsAcceptance(findings: readonly PhotoFinding[]): boolean {
  return findings.some((item) => item.severity === 'warn');
}

/** What the customer is shown: everything but the notes for staff. */
export function customerFindings(findings: readonly PhotoFinding[]): PhotoFinding[] {
  return findings.filter((item) => item.severity !== 'note');
}
