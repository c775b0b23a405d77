import { z } from 'zod';
import { SHIPPING_REGIONS } from './shipping.ts';

/* The answers and inputs as schemas, apart from the rules in shipping.ts, so the pages that only need the rules load without zod. */

export const shippingSettingsSchema = z.object({
  /** The canvas subtotal (after the discount) from which shipping is free; 0 ships everything free. */
  freeThresholdCents: z.number().int().min(0),
  rates: z.array(z.object({ region: z.enum(SHIPPING_REGIONS), label: z.string(), amountCents: z.number().int().min(0) })),
});
export type ShippingSettings = z.infer<typeof shippingSettingsSchema>;
