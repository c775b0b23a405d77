import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffEndpoints } from '@store/shared/api/staff';
import { serve } from '#server/http/serve.ts';
import type { StaffService } from './staff-service.ts';

/** Who the admins are, finding a customer by email, granting and revoking the role (admin only). */
const staffRoutes: FastifyPluginAsyncZod<{ staff: StaffService }> = async (app, { staff }) => {
  serve(app, staffEndpoints.list, { onRequest: app.requireAdmin, handler: async () => ({ admins: await staff.listAdmins() }) });

  serve(app, staffEndpoints.findCustomer, {
    onRequest: app.requireAdmin,
    handler: async (request) => staff.findCustomer(request.query.email),
  });

  serve(app, staffEndpoints.grant, { onRequest: app.requireAdmin, handler: async (request) => staff.grant(request.body.email) });

  serve(app, staffEndpoints.revoke, {
    onRequest: app.requireAdmin,
    handler: async (request) => staff.revoke(request.params.userId, request.user!.id),
  });
};

export default staffRoutes;
