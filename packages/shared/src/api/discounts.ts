import { z } from 'zod';
import { discountCodeInputSchema, discountCodeListSchema, discountCodeSchema } from '../discounts.ts';
import { apiRoutes } from './routes.ts';
import { endpoint, errors } from './endpoint.ts';

const refusals = errors(400, 401, 403, 404, 409);

/** Staff's discount codes (admin). */
export const discountEndpoints = {
  list: endpoint(apiRoutes.discounts.list, {
    summary: 'Every discount code with its uses (admin)',
    tags: ['admin'],
    responses: { 200: discountCodeListSchema, ...refusals },
  }),
  create: endpoint(apiRoutes.discounts.create, {
    summary: 'Make a discount code: percent or amount off, optional expiry and usage limit, once per customer or not (admin)',
    tags: ['admin'],
    body: discountCodeInputSchema,
    responses: { 200: discountCodeSchema, ...refusals },
  }),
  deactivate: endpoint(apiRoutes.discounts.deactivate, {
    summary: 'End a discount code: it is refused from now on, its past uses stay (admin)',
    tags: ['admin'],
    params: z.object({ id: z.string().min(1).max(100) }),
    responses: { 200: discountCodeSchema, ...refusals },
  }),
};
