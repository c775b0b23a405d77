import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffListSchema, staffMemberSchema } from '@store/shared/staff';
import { errorBodySchema } from '#server/http-schemas.ts';
import type { StaffService } from './staff-service.ts';

const emailSchema = z.string().trim().min(1, 'Email is required.').max(320);
const refusals = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** /api/admin/staff: who the admins are, finding a customer by email, granting and revoking the role (admin only). */
const staffRoutes: FastifyPluginAsyncZod<{ staff: StaffService }> = async (app, { staff }) => {
  app.get(
    '/api/admin/staff',
    {
      onRequest: app.requireAdmin,
      schema: { summary: 'Every admin account (admin)', tags: ['admin'], response: { 200: staffListSchema, ...refusals } },
    },
    async () => ({ admins: await staff.listAdmins() }),
  );

  app.get(
    '/api/admin/staff/customers',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Find an account by its email (admin)',
        tags: ['admin'],
        querystring: z.object({ email: emailSchema }),
        response: { 200: staffMemberSchema, ...refusals },
      },
    },
    async (request) => staff.findCustomer(request.query.email),
  );

  app.post(
    '/api/admin/staff',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Make the account with this email an admin (admin)',
        tags: ['admin'],
        body: z.object({ email: emailSchema }),
        response: { 200: staffMemberSchema, ...refusals },
      },
    },
    async (request) => staff.grant(request.body.email),
  );

  app.delete(
    '/api/admin/staff/:userId',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Take the admin role from an account; never your own, never the last admin (admin)',
        tags: ['admin'],
        params: z.object({ userId: z.string().min(1).max(100) }),
        response: { 200: staffMemberSchema, ...refusals, 409: errorBodySchema },
      },
    },
    async (request) => staff.revoke(request.params.userId, request.user!.id),
  );
};

export default staffRoutes;
