import { z } from 'zod';
import { staffListSchema, staffMemberSchema } from '../staff.ts';
import { apiRoutes } from './routes.ts';
import { endpoint, errors } from './endpoint.ts';

const emailSchema = z.string().trim().min(1, 'Email is required.').max(320);
const refusals = errors(400, 401, 403, 404);

/** Who the admins are, finding a customer by email, granting and revoking the role (admin only). */
export const staffEndpoints = {
  list: endpoint(apiRoutes.staff.list, {
    summary: 'Every admin account (admin)',
    tags: ['admin'],
    responses: { 200: staffListSchema, ...refusals },
  }),
  findCustomer: endpoint(apiRoutes.staff.findCustomer, {
    summary: 'Find an account by its email (admin)',
    tags: ['admin'],
    query: z.object({ email: emailSchema }),
    responses: { 200: staffMemberSchema, ...refusals },
  }),
  grant: endpoint(apiRoutes.staff.grant, {
    summary: 'Make the account with this email an admin (admin)',
    tags: ['admin'],
    body: z.object({ email: emailSchema }),
    responses: { 200: staffMemberSchema, ...refusals },
  }),
  revoke: endpoint(apiRoutes.staff.revoke, {
    summary: 'Take the admin role from an account; never your own, never the last admin (admin)',
    tags: ['admin'],
    params: z.object({ userId: z.string().min(1).max(100) }),
    responses: { 200: staffMemberSchema, ...refusals, ...errors(409) },
  }),
};
