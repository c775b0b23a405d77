import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteEndpoints } from '@store/shared/api/site';
import type { SiteSettings } from '@store/shared/site-settings';
import { serve } from '#server/http/serve.ts';

/** What the web app needs to know about this deployment: support address and which optional features are on. */
const siteRoutes: FastifyPluginAsyncZod<{ settings: SiteSettings }> = async (app, { settings }) => {
  serve(app, siteEndpoints.settings, {
    config: { etag: true },
    async handler(_request, reply) {
      reply.header('cache-control', 'public, max-age=300');
      return settings;
    },
  });
};

export default siteRoutes;
