import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogEndpoints } from '@store/shared/api/catalog';
import { serve } from '#server/http/serve.ts';
import type { CatalogService } from './catalog-service.ts';

const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  serve(app, catalogEndpoints.catalog, {
    config: { etag: true },
    async handler(_request, reply) {
      reply.header('cache-control', 'public, max-age=300');
      return catalog.catalog();
    },
  });
};

export default catalogRoutes;
