import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderEndpoints } from '@store/shared/api/orders';
import { serve } from '#server/http/serve.ts';
import type { RenderService } from '../renders/render-service.ts';
import type { AdminOrders } from './admin-orders.ts';
import type { CustomerOrders } from './customer-orders.ts';
import type { PaymentEvents } from './payment-events.ts';

const orderRoutes: FastifyPluginAsyncZod<{
  customerOrders: CustomerOrders;
  adminOrders: AdminOrders;
  paymentEvents: PaymentEvents;
  renders: RenderService;
}> = async (app, { customerOrders, adminOrders, paymentEvents, renders }) => {
  serve(app, orderEndpoints.bySession, {
    onRequest: app.requireUser,
    async handler(request) {
      const order = await paymentEvents.bySession(request.query.session_id, request.user!.id);
      return { status: order ? ('paid' as const) : ('pending' as const), order };
    },
  });

  serve(app, orderEndpoints.mine, {
    onRequest: app.requireUser,
    handler: async (request) => ({ orders: await customerOrders.listMine(request.user!.id) }),
  });

  serve(app, orderEndpoints.downloads, {
    onRequest: app.requireUser,
    handler: async (request) => ({ downloads: await customerOrders.freshDownloads(request.params.id, request.user!.id) }),
  });

  serve(app, orderEndpoints.download, {
    async handler(request, reply) {
      const { orderId, renderId, ratio } = request.params;
      await customerOrders.authorizeDownload({
        orderId,
        renderId,
        ratio,
        expires: request.query.expires,
        signature: request.query.signature,
        versionId: request.query.version ?? null,
      });
      const { file, filename } = await renders.purchasedResult(renderId, ratio, request.query.version ?? null);
      reply
        .type(file.contentType)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${filename}"`);
      if (file.size > 0) reply.header('content-length', file.size);
      return reply.send(file.body);
    },
  });

  serve(app, orderEndpoints.adminList, {
    handler: async (request) => ({ orders: await adminOrders.search(request.query) }),
  });

  serve(app, orderEndpoints.adminDetail, {
    handler: async (request) => adminOrders.detail(request.params.id),
  });

  serve(app, orderEndpoints.update, {
    handler: async (request) => adminOrders.update(request.params.id, request.body, request.user!.email),
  });

  serve(app, orderEndpoints.revokeDownloads, {
    handler: async (request) => adminOrders.revokeDownloads(request.params.id, request.user!.email),
  });

  serve(app, orderEndpoints.choosePrintVersion, {
    handler: async (request) => adminOrders.choosePrintVersion(request.params.id, request.body, request.user!.email),
  });

  serve(app, orderEndpoints.reconcile, {
    handler: async () => ({ missingOrders: await paymentEvents.reconcile() }),
  });

  serve(app, orderEndpoints.recreate, {
    handler: async (request) => ({ success: await paymentEvents.recreate(request.body.sessionId, request.user!.email) }),
  });
};

export default orderRoutes;
