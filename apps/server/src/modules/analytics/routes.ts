import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { browserEventSchema } from '@store/shared/analytics';
import { insightsRangeSchema, insightsSchema } from '@store/shared/insights';
import { errorBodySchema } from '#server/http-schemas.ts';
import type { AnalyticsService } from './analytics-service.ts';
import type { InsightsService } from './insights-service.ts';

/** A browser event is a name, a path and a few short fields: anything bigger is not one. */
const EVENT_BODY_LIMIT_BYTES = 1024;
/** Far above what a person browsing sends (a page view or two a second at most), so only a flood is refused. */
export const EVENTS_PER_MINUTE_PER_ADDRESS = 600;

const analyticsRoutes: FastifyPluginAsyncZod<{ analytics: AnalyticsService; insights: InsightsService }> = async (
  app,
  { analytics, insights },
) => {
  app.post(
    '/api/analytics/events',
    {
      bodyLimit: EVENT_BODY_LIMIT_BYTES,
      config: { rateLimit: { max: EVENTS_PER_MINUTE_PER_ADDRESS, timeWindow: 60_000 } },
      schema: {
        summary: 'Record a page view or step of a visit (no cookie; bots and Do Not Track / Global Privacy Control are ignored)',
        tags: ['analytics'],
        body: browserEventSchema,
        response: { 204: z.null(), 400: errorBodySchema, 413: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      await analytics.recordVisit(request.body, { ip: request.ip, headers: request.headers });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/admin/insights',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Visitors, the funnel to a paid order, sales, best sellers and render turnaround over a range of UTC days (admin)',
        tags: ['admin'],
        querystring: insightsRangeSchema,
        response: { 200: insightsSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => insights.forRange(request.query),
  );
};

export default analyticsRoutes;
