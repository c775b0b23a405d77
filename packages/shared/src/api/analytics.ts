import { z } from 'zod';
import { browserEventSchema } from '../analytics.ts';
import { insightsRangeSchema, insightsSchema } from '../insights.ts';
import { apiRoutes } from './routes.ts';
import { endpoint, errors } from './endpoint.ts';

export const analyticsEndpoints = {
  recordEvent: endpoint(apiRoutes.analytics.recordEvent, {
    summary: 'Record a page view or step of a visit (no cookie; bots and Do Not Track / Global Privacy Control are ignored)',
    tags: ['analytics'],
    body: browserEventSchema,
    responses: { 204: z.null(), ...errors(400, 413, 429) },
  }),
  insights: endpoint(apiRoutes.analytics.insights, {
    summary: 'Visitors, the funnel to a paid order, sales, best sellers and render turnaround over a range of UTC days (admin)',
    tags: ['admin'],
    query: insightsRangeSchema,
    responses: { 200: insightsSchema, ...errors(400, 401, 403) },
  }),
};
