import { z } from 'zod';
import { ASPECT_RATIOS } from './catalog.ts';
import { STYLES } from './styles.ts';

/* The gallery's answers as schemas, apart from the rules in gallery.ts, so the gallery page loads without zod. */

export const galleryEntrySchema = z.object({
  renderId: z.string(),
  style: z.enum(STYLES),
  aspectRatio: z.enum(ASPECT_RATIOS),
  photoUrl: z.string(),
  renderUrl: z.string(),
  smallRenderUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  addedAt: z.string(),
});
export type GalleryEntry = z.infer<typeof galleryEntrySchema>;

/** A customer's answer for one render. */
export const galleryConsentSchema = z.object({ renderId: z.string(), consented: z.boolean(), inGallery: z.boolean() });
export type GalleryConsent = z.infer<typeof galleryConsentSchema>;

/** A render whose customer consented, as staff curate the gallery. */
export const galleryCandidateSchema = z.object({
  renderId: z.string(),
  style: z.enum(STYLES),
  customerName: z.string(),
  consentedAt: z.string(),
  published: z.boolean(),
  inGallery: z.boolean(),
  previewUrl: z.string().nullable(),
});
export type GalleryCandidate = z.infer<typeof galleryCandidateSchema>;
