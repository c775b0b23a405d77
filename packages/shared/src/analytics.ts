import { z } from 'zod';

/** What the browser reports (decision 020); the server records the rest where they happen. */
export const BROWSER_EVENTS = ['page_view', 'product_viewed', 'upload_started', 'add_to_cart'] as const;
export type BrowserEventName = (typeof BROWSER_EVENTS)[number];

/** checkout_started is the server's: a browser leaving for the payment page may never send it (decision 039). */
export const SERVER_EVENTS = ['upload_submitted', 'render_completed', 'checkout_started', 'order_paid'] as const;
export type ServerEventName = (typeof SERVER_EVENTS)[number];

/** A page's path only: a query string can carry tokens (a password reset's code, a payment session). */
const pathSchema = z
  .string()
  .max(200)
  .regex(/^\/[^?#]*$/, 'must be a path without query or fragment');

/** One event from the browser: a name, the page it happened on, and what it was about where that helps. */
export const browserEventSchema = z
  .object({
    name: z.enum(BROWSER_EVENTS),
    path: pathSchema,
    renderId: z.string().max(64).optional(),
    size: z.string().max(40).optional(),
    style: z.string().max(40).optional(),
  })
  .strict();
export type BrowserEvent = z.infer<typeof browserEventSchema>;
