import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ASPECT_RATIOS } from '@store/shared/catalog';
import type { CatalogService } from './catalog-service.ts';

const sizeSchema = z.object({ size: z.string(), unitPriceCents: z.number().int(), variantId: z.string().nullable(), priceId: z.string().nullable() });

const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  app.get(
    '/api/catalog',
    {
      schema: {
        summary: 'Canvas sizes per aspect ratio and the digital download, with unit prices in cents (0: no price available, cannot be bought)',
        tags: ['catalog'],
        response: { 200: z.object({ ratios: z.array(z.object({ ratio: z.enum(ASPECT_RATIOS), label: z.string(), sizes: z.array(sizeSchema) })), digital: sizeSchema }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return catalog.catalog();
    },
  );
};

export default catalogRoutes;
