import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HealthRepository } from './health-repository.ts';

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['ok', 'unreachable']) });

const healthRoutes: FastifyPluginAsyncZod<{ health: HealthRepository }> = async (app, { health }) => {
  app.get(
    '/api/health',
    { schema: { summary: 'Liveness and database reachability', tags: ['operations'], response: { 200: healthSchema, 503: healthSchema } } },
    async (request, reply) => {
      try {
        await health.ping();
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'unavailable' as const, database: 'unreachable' as const });
      }
    },
  );
};

export default healthRoutes;
