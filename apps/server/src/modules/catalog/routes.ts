import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogSchema } from '@store/shared/catalog-schemas';
import type { CatalogService } from './catalog-service.ts';

const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  app.get(
    '/api/catalog',
    {
      config: { etag: true },
      schema: {
        summary:
          'Canvas sizes per aspect ratio and the digital download, with unit prices in cents (0: no price available, cannot be bought)',
        tags: ['catalog'],
        response: { 200: catalogSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return catalog.catalog();
    },
  );
};

export default catalogRoutes;
