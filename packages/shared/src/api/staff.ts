import { z } from 'zod';
import { staffListSchema, staffMemberSchema } from '../staff.ts';
import { endpoint, errors } from './endpoint.ts';

const emailSchema = z.string().trim().min(1, 'Email is required.').max(320);
const refusals = errors(400, 401, 403, 404);

/** Who the admins are, finding a customer by email, granting and revoking the role (admin only). */
export const staffEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/staff',
    summary: 'Every admin account (admin)',
    tags: ['admin'],
    responses: { 200: staffListSchema, ...refusals },
  }),
  findCustomer: endpoint({
    method: 'GET',
    path: '/api/admin/staff/customers',
    summary: 'Find an account by its email (admin)',
    tags: ['admin'],
    query: z.object({ email: emailSchema }),
    responses: { 200: staffMemberSchema, ...refusals },
  }),
  grant: endpoint({
    method: 'POST',
    path: '/api/admin/staff',
    summary: 'Make the account with this email an admin (admin)',
    tags: ['admin'],
    body: z.object({ email: emailSchema }),
    responses: { 200: staffMemberSchema, ...refusals },
  }),
  revoke: endpoint({
    method: 'DELETE',
    path: '/api/admin/staff/:userId',
    summary: 'Take the admin role from an account; never your own, never the last admin (admin)',
    tags: ['admin'],
    params: z.object({ userId: z.string().min(1).max(100) }),
    responses: { 200: staffMemberSchema, ...refusals, ...errors(409) },
  }),
};
