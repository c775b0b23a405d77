import { z } from 'zod';
import { roleSchema, staffListSchema, staffMemberSchema } from '../staff-schemas.ts';
import { apiRoutes } from './routes.ts';
import { endpoint, errors } from './endpoint.ts';

const emailSchema = z.string().trim().min(1, 'Email is required.').max(320);
const refusals = errors(400, 401, 403, 404);

/** Who the staff and owners are, finding an account by email, and changing roles (owner only; decision 041). */
export const staffEndpoints = {
  list: endpoint(apiRoutes.staff.list, {
    summary: 'Every staff and owner account, and the latest role changes (owner)',
    tags: ['admin'],
    responses: { 200: staffListSchema, ...refusals },
  }),
  findCustomer: endpoint(apiRoutes.staff.findCustomer, {
    summary: 'Find an account by its email (owner)',
    tags: ['admin'],
    query: z.object({ email: emailSchema }),
    responses: { 200: staffMemberSchema, ...refusals },
  }),
  grant: endpoint(apiRoutes.staff.grant, {
    summary: 'Give the account with this email a role; never your own, never demoting the last owner (owner)',
    tags: ['admin'],
    body: z.object({ email: emailSchema, role: roleSchema }),
    responses: { 200: staffMemberSchema, ...refusals, ...errors(409) },
  }),
  setRole: endpoint(apiRoutes.staff.setRole, {
    summary: "Change an account's role (customer removes it from staff); never your own, never the last owner (owner)",
    tags: ['admin'],
    params: z.object({ userId: z.string().min(1).max(100) }),
    body: z.object({ role: roleSchema }),
    responses: { 200: staffMemberSchema, ...refusals, ...errors(409) },
  }),
};
