import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsEndpoints } from '@store/shared/api/analytics';
import { serve } from '#server/http/serve.ts';
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
  serve(app, analyticsEndpoints.recordEvent, {
    bodyLimit: EVENT_BODY_LIMIT_BYTES,
    config: { rateLimit: { max: EVENTS_PER_MINUTE_PER_ADDRESS, timeWindow: 60_000 } },
    async handler(request, reply) {
      await analytics.recordVisit(request.body, { ip: request.ip, headers: request.headers });
      return reply.status(204).send(null);
    },
  });

  serve(app, analyticsEndpoints.insights, {
    handler: async (request) => insights.forRange(request.query),
  });
};

export default analyticsRoutes;
