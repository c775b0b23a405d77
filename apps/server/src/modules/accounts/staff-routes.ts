import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffEndpoints } from '@store/shared/api/staff';
import { serve } from '#server/http/serve.ts';
import type { StaffService } from './staff-service.ts';

/** Who the staff and owners are, finding an account by email, and changing roles (owner only). */
const staffRoutes: FastifyPluginAsyncZod<{ staff: StaffService }> = async (app, { staff }) => {
  serve(app, staffEndpoints.list, { handler: async () => staff.list() });

  serve(app, staffEndpoints.findCustomer, { handler: async (request) => staff.findCustomer(request.query.email) });

  serve(app, staffEndpoints.grant, {
    handler: async (request) => staff.grant(request.body.email, request.body.role, request.user!),
  });

  serve(app, staffEndpoints.setRole, {
    handler: async (request) => staff.setRole(request.params.userId, request.body.role, request.user!),
  });
};

export default staffRoutes;
