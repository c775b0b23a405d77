import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthEndpoints } from '@store/shared/api/health';
import { serve } from '#server/http/serve.ts';
import type { HealthRepository } from './health-repository.ts';

const healthRoutes: FastifyPluginAsyncZod<{ health: HealthRepository }> = async (app, { health }) => {
  serve(app, healthEndpoints.check, {
    async handler(request, reply) {
      try {
        await health.ping();
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'unavailable' as const, database: 'unreachable' as const });
      }
    },
  });
};

export default healthRoutes;
