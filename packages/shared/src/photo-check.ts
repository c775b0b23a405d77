import { z } from 'zod';
import { aspectRatioOf } from './aspect-ratio-rule.ts';
import { sizesFor } from './catalog.ts';
import { MIN_SHARP_PPI } from './product.ts';
import { sizeDimensions } from './size.ts';

/**
 * The photo check at upload: what the render engine measures on a photo, and the rules that
 * turn those measurements into findings the customer and staff read. A blocking finding stops
 * the upload; a warning lets the customer submit anyway once they have seen it.
 */

export const PHOTO_FINDING_CODES = [
  'too-small',
  'low-resolution',
  'blurred',
  'too-dark',
  'blown-out',
  'no-bike',
  'bike-too-small',
] as const;
export type PhotoFindingCode = (typeof PHOTO_FINDING_CODES)[number];

export const PHOTO_FINDING_SEVERITIES = ['block', 'warn'] as const;
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
  /** Variance of the Laplacian of the luminance at a fixed analysis size: low means soft. */
  sharpness: z.number(),
  /** Mean luminance, 0 to 255. */
  meanLuminance: z.number(),
  /** Share of pixels at or above 250 luminance. */
  clippedShare: z.number(),
  /** The motorcycle the detector found, if any. */
  bike: z.object({ box: boxSchema, score: z.number() }).nullable(),
});
export type PhotoMeasurements = z.infer<typeof photoMeasurementsSchema>;

export const photoCheckSchema = z.object({
  findings: z.array(photoFindingSchema),
  measurements: photoMeasurementsSchema,
});
export type PhotoCheck = z.infer<typeof photoCheckSchema>;

export const PHOTO_CHECK_LIMITS = {
  /** Below this, edges are too soft for a crisp render. */
  minSharpness: 40,
  /** Below this mean luminance the bike's colours are lost. */
  minMeanLuminance: 55,
  /** Above this share of clipped highlights, paint and chrome are washed out. */
  maxClippedShare: 0.18,
  /** The bike's box should cover at least this share of the photo's area. */
  minBikeArea: 0.12,
} as const;

/** Below this, even the smallest canvas would print visibly soft, and the render itself lacks detail. */
export const MIN_RENDER_PPI = MIN_SHARP_PPI / 2;

/** Pixels the photo needs (short and long side) for the smallest canvas of its ratio at a resolution (sharp-print by default). */
export function minimumPixelsFor(width: number, height: number, ppi: number = MIN_SHARP_PPI): { short: number; long: number } {
  const ratio = aspectRatioOf(width, height);
  const smallest = sizesFor(ratio)
    .map((size) => sizeDimensions(size))
    .filter((dimensions): dimensions is [number, number] => dimensions !== null)
    .sort((a, b) => a[0] * a[1] - b[0] * b[1])[0];
  if (!smallest) return { short: 0, long: 0 };
  return { short: smallest[0] * ppi, long: smallest[1] * ppi };
}

function finding(code: PhotoFindingCode): PhotoFinding {
  return { code, ...PHOTO_FINDINGS[code] };
}

/** The findings for a photo's measurements, blocking ones first. */
export function judgePhoto(measurements: PhotoMeasurements): PhotoFinding[] {
  const found: PhotoFinding[] = [];
  const short = Math.min(measurements.width, measurements.height);
  const long = Math.max(measurements.width, measurements.height);
  const fits = (needed: { short: number; long: number }) => short >= needed.short && long >= needed.long;
  if (!fits(minimumPixelsFor(measurements.width, measurements.height, MIN_RENDER_PPI))) found.push(finding('too-small'));
  else if (!fits(minimumPixelsFor(measurements.width, measurements.height))) found.push(finding('low-resolution'));
  if (measurements.sharpness < PHOTO_CHECK_LIMITS.minSharpness) found.push(finding('blurred'));
  if (measurements.meanLuminance < PHOTO_CHECK_LIMITS.minMeanLuminance) found.push(finding('too-dark'));
  if (measurements.clippedShare > PHOTO_CHECK_LIMITS.maxClippedShare) found.push(finding('blown-out'));
  if (!measurements.bike) found.push(finding('no-bike'));
  else if (measurements.bike.box.width * measurements.bike.box.height < PHOTO_CHECK_LIMITS.minBikeArea)
    found.push(finding('bike-too-small'));
  return found.sort((a, b) => PHOTO_FINDING_SEVERITIES.indexOf(a.severity) - PHOTO_FINDING_SEVERITIES.indexOf(b.severity));
}

export function blocksUpload(findings: readonly PhotoFinding[]): boolean {
  return findings.some((item) => item.severity === 'block');
}
