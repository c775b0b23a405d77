import { z } from 'zod';

/** What the web app needs to know about this deployment (GET /api/site): support address and which optional features are on. */
export const siteSettingsSchema = z.object({ supportEmail: z.string(), googleSignIn: z.boolean(), mailbox: z.boolean() });

export type SiteSettings = z.infer<typeof siteSettingsSchema>;
