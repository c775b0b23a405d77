import { z } from 'zod';
import { CART_LIMIT_MESSAGES, MAX_CART_ENTRIES, MAX_ITEM_QUANTITY } from './cart.ts';
import { ASPECT_RATIOS, BORDER_STYLES } from './catalog.ts';

/** The cart as the browser sends it to be saved; prices and provider ids are not accepted from it. */
export const cartInputSchema = z
  .array(
    z.object({
      renderId: z.string().min(1).max(64),
      aspectRatio: z.string().max(8),
      items: z
        .array(
          z.object({
            size: z.string().min(1).max(40),
            quantity: z.number().int().max(MAX_ITEM_QUANTITY, CART_LIMIT_MESSAGES.quantity),
            isDigital: z.boolean(),
            borderStyle: z.enum(BORDER_STYLES).optional(),
          }),
        )
        .min(1)
        .max(20),
    }),
  )
  .max(MAX_CART_ENTRIES, CART_LIMIT_MESSAGES.entries);
export type CartInput = z.infer<typeof cartInputSchema>;

const cartItemSchema = z.object({
  size: z.string(),
  quantity: z.number().int(),
  isDigital: z.boolean(),
  borderStyle: z.enum(BORDER_STYLES).optional(),
  unitPriceCents: z.number().int(),
  variantId: z.string().nullable().optional(),
  priceId: z.string().nullable().optional(),
});

export const cartSchema = z.array(
  z.object({
    id: z.string(),
    renderId: z.string(),
    image: z.string(),
    style: z.string(),
    aspectRatio: z.enum(ASPECT_RATIOS),
    items: z.array(cartItemSchema),
  }),
);
