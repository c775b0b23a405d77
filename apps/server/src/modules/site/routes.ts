import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteSettingsSchema, type SiteSettings } from '@store/shared/site-settings';

/** What the web app needs to know about this deployment: support address and which optional features are on. */
const siteRoutes: FastifyPluginAsyncZod<{ settings: SiteSettings }> = async (app, { settings }) => {
  app.get(
    '/api/site',
    {
      config: { etag: true },
      schema: {
        summary: 'Public settings of this store',
        tags: ['site'],
        response: { 200: siteSettingsSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return settings;
    },
  );
};

export default siteRoutes;
