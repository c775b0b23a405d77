import { z } from 'zod';

/** What the web app needs to know about this deployment (GET /api/site): support address and which optional features are on. */
export const siteSettingsSchema = z.object({
  supportEmail: z.string(),
  googleSignIn: z.boolean(),
  mailbox: z.boolean(),
  /** The outside service whose image model paints drafts from customers' photos (the privacy page names it); null: none. */
  photoProcessor: z.string().nullable(),
  /** The upload page sketches the customer's photo in every style before they choose (decision 047). */
  stylePreviews: z.boolean(),
  /** Staff fix a cut-out by clicks on the workbench: the store cuts bikes out with a segmentation model, not GrabCut alone. */
  cutOutClicks: z.boolean(),
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;
