import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { searchTextSchema } from '@store/shared/search';
import { ASPECT_RATIOS } from '@store/shared/catalog';
import {
  adminOrderDetailSchema,
  adminOrderSchema,
  missingOrderSchema,
  ORDER_STATUSES,
  orderSchema,
  PAYMENT_STATUSES,
} from '@store/shared/orders';
import { errorBodySchema } from '#server/http-schemas.ts';
import type { RenderService } from '../renders/render-service.ts';
import type { AdminOrders } from './admin-orders.ts';
import type { CustomerOrders } from './customer-orders.ts';
import type { PaymentEvents } from './payment-events.ts';

const downloadsSchema = z.array(
  z.object({
    renderId: z.string(),
    style: z.string(),
    links: z.array(z.object({ ratio: z.enum(ASPECT_RATIOS), url: z.string(), expiresAt: z.string() })),
  }),
);
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

const orderRoutes: FastifyPluginAsyncZod<{
  customerOrders: CustomerOrders;
  adminOrders: AdminOrders;
  paymentEvents: PaymentEvents;
  renders: RenderService;
}> = async (app, { customerOrders, adminOrders, paymentEvents, renders }) => {
  app.get(
    '/api/orders/by-session',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'The order paid in a checkout session (the success page); made now if the payment event has not arrived yet',
        tags: ['orders'],
        querystring: z.object({ session_id: z.string().min(1).max(200) }),
        response: { 200: z.object({ status: z.enum(['paid', 'pending']), order: orderSchema.nullable() }), ...errors },
      },
    },
    async (request) => {
      const order = await paymentEvents.bySession(request.query.session_id, request.user!.id);
      return { status: order ? ('paid' as const) : ('pending' as const), order };
    },
  );

  app.get(
    '/api/orders',
    {
      onRequest: app.requireUser,
      schema: {
        summary: "The signed-in customer's orders, newest first",
        tags: ['orders'],
        response: { 200: z.object({ orders: z.array(orderSchema) }), 401: errorBodySchema },
      },
    },
    async (request) => ({ orders: await customerOrders.listMine(request.user!.id) }),
  );

  app.get(
    '/api/orders/:id/downloads',
    {
      onRequest: app.requireUser,
      schema: {
        summary: "Fresh signed download links for an order's digital items",
        tags: ['orders'],
        params: z.object({ id: z.string().max(40) }),
        response: { 200: z.object({ downloads: downloadsSchema }), ...errors },
      },
    },
    async (request) => ({ downloads: await customerOrders.freshDownloads(request.params.id, request.user!.id) }),
  );

  app.get(
    '/api/downloads/:orderId/:renderId/:ratio',
    {
      schema: {
        summary:
          'A purchased full-resolution file, by signed, expiring link: the same answer for whoever holds it, up to 20 downloads per link',
        tags: ['orders'],
        params: z.object({ orderId: z.string().max(40), renderId: z.string().max(64), ratio: z.string().max(8) }),
        querystring: z.object({ expires: z.coerce.number().int(), signature: z.string().max(100) }),
        response: { 200: z.any().describe('The image file (binary)'), ...errors, 410: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { orderId, renderId, ratio } = request.params;
      await customerOrders.authorizeDownload({
        orderId,
        renderId,
        ratio,
        expires: request.query.expires,
        signature: request.query.signature,
      });
      const { file, filename } = await renders.purchasedResult(renderId, ratio);
      reply
        .type(file.contentType)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${filename}"`);
      if (file.size > 0) reply.header('content-length', file.size);
      return reply.send(file.body);
    },
  );

  app.get(
    '/api/admin/orders',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary:
          'Orders for fulfilment: fulfilment and payment status filters combined with a case-insensitive search of name, email or order id (admin)',
        tags: ['admin'],
        querystring: z.object({
          status: z.enum(ORDER_STATUSES).optional(),
          paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
          search: searchTextSchema.optional(),
        }),
        response: { 200: z.object({ orders: z.array(adminOrderSchema) }), 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => ({ orders: await adminOrders.search(request.query) }),
  );

  app.get(
    '/api/admin/orders/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'One order with its timeline (admin)',
        tags: ['admin'],
        params: z.object({ id: z.string().max(40) }),
        response: { 200: adminOrderDetailSchema, ...errors },
      },
    },
    async (request) => adminOrders.detail(request.params.id),
  );

  app.patch(
    '/api/admin/orders/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Change an order: status (saved at once), notes, a tracking number added or corrected (admin)',
        tags: ['admin'],
        params: z.object({ id: z.string().max(40) }),
        body: z.object({
          status: z.enum(ORDER_STATUSES).optional(),
          notes: z.string().max(5000).optional(),
          trackingNumber: z.string().trim().min(3).max(60).optional(),
          /** The number `trackingNumber` corrects. */
          replacesTrackingNumber: z.string().trim().min(1).max(60).optional(),
        }),
        response: { 200: adminOrderDetailSchema, ...errors },
      },
    },
    async (request) => adminOrders.update(request.params.id, request.body, request.user!.email),
  );

  app.post(
    '/api/admin/orders/:id/revoke-downloads',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary:
          "Turn off every download link of an order, including fresh ones from the customer's orders page (admin); recorded on the timeline",
        tags: ['admin'],
        params: z.object({ id: z.string().max(40) }),
        response: { 200: adminOrderDetailSchema, ...errors },
      },
    },
    async (request) => adminOrders.revokeDownloads(request.params.id, request.user!.email),
  );

  app.get(
    '/api/admin/reconcile',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Paid payment sessions of the last 30 days that have no order (admin)',
        tags: ['admin'],
        response: {
          200: z.object({ missingOrders: z.array(missingOrderSchema) }),
          401: errorBodySchema,
          403: errorBodySchema,
          504: errorBodySchema,
        },
      },
    },
    async () => ({ missingOrders: await paymentEvents.reconcile() }),
  );

  app.post(
    '/api/admin/recreate-order',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Make the order for a paid session that has none, through the same idempotent code (admin)',
        tags: ['admin'],
        body: z.object({ sessionId: z.string().min(1).max(200), tempId: z.string().max(200).optional() }),
        response: { 200: z.object({ success: z.boolean() }), ...errors },
      },
    },
    async (request) => ({ success: await paymentEvents.recreate(request.body.sessionId, request.user!.email) }),
  );
};

export default orderRoutes;
