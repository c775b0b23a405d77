import { z } from 'zod';
import { ASPECT_RATIOS } from './catalog.ts';

/** One size for sale; a unit price of 0 means no price is available and it cannot be bought. */
export const catalogSizeSchema = z.object({
  size: z.string(),
  unitPriceCents: z.number().int(),
  variantId: z.string().nullable(),
  priceId: z.string().nullable(),
});

/** The catalogue as GET /api/catalog answers: sizes per aspect ratio and the digital download, with prices. */
export const catalogSchema = z.object({
  ratios: z.array(z.object({ ratio: z.enum(ASPECT_RATIOS), label: z.string(), sizes: z.array(catalogSizeSchema) })),
  digital: catalogSizeSchema,
});

export type CatalogSize = z.infer<typeof catalogSizeSchema>;
export type Catalog = z.infer<typeof catalogSchema>;
