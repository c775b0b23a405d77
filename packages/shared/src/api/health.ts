import { z } from 'zod';
import { apiRoutes } from './routes.ts';
import { endpoint } from './endpoint.ts';

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['ok', 'unreachable']) });

export const healthEndpoints = {
  check: endpoint(apiRoutes.health.check, {
    summary: 'Liveness and database reachability',
    tags: ['operations'],
    responses: { 200: healthSchema, 503: healthSchema },
  }),
};
