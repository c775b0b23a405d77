import { z } from 'zod';
import { ASPECT_RATIOS } from '../catalog.ts';
import { adminOrderDetailSchema, adminOrderSchema, missingOrderSchema, ORDER_STATUSES, orderSchema, PAYMENT_STATUSES } from '../orders.ts';
import { refundRequestSchema } from '../refunds.ts';
import { searchTextSchema } from '../search.ts';
import { apiRoutes } from './routes.ts';
import { endpoint, errors, fileBody } from './endpoint.ts';

const orderParams = z.object({ id: z.string().max(40) });
const refusals = errors(400, 401, 403, 404);

/** Fresh signed download links for the digital items of an order, by render. */
const downloadLinksSchema = z.array(z.object({ ratio: z.enum(ASPECT_RATIOS), url: z.string(), expiresAt: z.string() }));

/**
 * Fresh signed download links for the digital items of an order, by render: the published
 * version's files, and those of the version paid for when a revision has replaced it (decision 045).
 */
export const orderDownloadsSchema = z.array(
  z.object({
    renderId: z.string(),
    style: z.string(),
    /** The published version's number; null for a render published before versions were numbered. */
    version: z.number().int().nullable(),
    links: downloadLinksSchema,
    paidVersion: z.object({ number: z.number().int(), links: downloadLinksSchema }).nullable(),
  }),
);

export type OrderDownloads = z.infer<typeof orderDownloadsSchema>;

export const orderEndpoints = {
  bySession: endpoint(apiRoutes.orders.bySession, {
    summary: 'The order paid in a checkout session (the success page); made now if the payment event has not arrived yet',
    tags: ['orders'],
    query: z.object({ session_id: z.string().min(1).max(200) }),
    responses: { 200: z.object({ status: z.enum(['paid', 'pending']), order: orderSchema.nullable() }), ...refusals },
  }),
  mine: endpoint(apiRoutes.orders.mine, {
    summary: "The signed-in customer's orders, newest first",
    tags: ['orders'],
    responses: { 200: z.object({ orders: z.array(orderSchema) }), ...errors(401) },
  }),
  downloads: endpoint(apiRoutes.orders.downloads, {
    summary: "Fresh signed download links for an order's digital items",
    tags: ['orders'],
    params: orderParams,
    responses: { 200: z.object({ downloads: orderDownloadsSchema }), ...refusals },
  }),
  download: endpoint(apiRoutes.orders.download, {
    summary:
      'A purchased full-resolution file, by signed, expiring link: the same answer for whoever holds it, up to 20 downloads per link',
    tags: ['orders'],
    params: z.object({ orderId: z.string().max(40), renderId: z.string().max(64), ratio: z.string().max(8) }),
    query: z.object({ expires: z.coerce.number().int(), signature: z.string().max(100), version: z.string().max(40).optional() }),
    responses: { 200: fileBody('The image file (binary)'), ...refusals, ...errors(410) },
  }),
  adminList: endpoint(apiRoutes.orders.adminList, {
    summary:
      'Orders for fulfilment: fulfilment and payment status filters combined with a case-insensitive search of name, email or order id (admin)',
    tags: ['admin'],
    query: z.object({
      status: z.enum(ORDER_STATUSES).optional(),
      paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
      search: searchTextSchema.optional(),
    }),
    responses: { 200: z.object({ orders: z.array(adminOrderSchema) }), ...errors(401, 403) },
  }),
  adminDetail: endpoint(apiRoutes.orders.adminDetail, {
    summary: 'One order with its timeline (admin)',
    tags: ['admin'],
    params: orderParams,
    responses: { 200: adminOrderDetailSchema, ...refusals },
  }),
  update: endpoint(apiRoutes.orders.update, {
    summary: 'Change an order: status (saved at once), notes, a tracking number added or corrected (admin)',
    tags: ['admin'],
    params: orderParams,
    body: z.object({
      status: z.enum(ORDER_STATUSES).optional(),
      notes: z.string().max(5000).optional(),
      trackingNumber: z.string().trim().min(3).max(60).optional(),
      /** The number `trackingNumber` corrects. */
      replacesTrackingNumber: z.string().trim().min(1).max(60).optional(),
    }),
    responses: { 200: adminOrderDetailSchema, ...refusals },
  }),
  revokeDownloads: endpoint(apiRoutes.orders.revokeDownloads, {
    summary:
      "Turn off every download link of an order, including fresh ones from the customer's orders page (admin); recorded on the timeline",
    tags: ['admin'],
    params: orderParams,
    responses: { 200: adminOrderDetailSchema, ...refusals },
  }),
  choosePrintVersion: endpoint(apiRoutes.orders.choosePrintVersion, {
    summary:
      'Choose which version of a render a canvas order prints after a revision, before it goes to print (admin); recorded on the timeline, and the order goes to print once nothing waits',
    tags: ['admin'],
    params: orderParams,
    body: z.object({ renderId: z.string().min(1).max(64), versionId: z.string().min(1).max(40) }),
    responses: { 200: adminOrderDetailSchema, ...refusals, ...errors(409) },
  }),
  refund: endpoint(apiRoutes.orders.refund, {
    summary:
      'Refund all or part of what is left of an order through the payment provider (admin); a repeat with the same idempotency key refunds once',
    tags: ['admin'],
    params: orderParams,
    body: refundRequestSchema,
    responses: { 200: adminOrderDetailSchema, ...refusals, ...errors(409, 422, 502) },
  }),
  reconcile: endpoint(apiRoutes.orders.reconcile, {
    summary: 'Paid payment sessions of the last 30 days that have no order (admin)',
    tags: ['admin'],
    responses: { 200: z.object({ missingOrders: z.array(missingOrderSchema) }), ...errors(401, 403, 504) },
  }),
  recreate: endpoint(apiRoutes.orders.recreate, {
    summary: 'Make the order for a paid session that has none, through the same idempotent code (admin)',
    tags: ['admin'],
    body: z.object({ sessionId: z.string().min(1).max(200), tempId: z.string().max(200).optional() }),
    responses: { 200: z.object({ success: z.boolean() }), ...refusals },
  }),
  printWebhook: endpoint(apiRoutes.orders.printWebhook, {
    summary: 'Print provider events (Printful): package shipped, order failed, on hold, ...',
    tags: ['orders'],
    query: z.object({ token: z.string().max(200) }),
    body: z
      .object({
        type: z.string(),
        data: z
          .object({
            order: z.object({ id: z.union([z.number(), z.string()]), external_id: z.string().nullable().optional() }).optional(),
          })
          .passthrough(),
      })
      .passthrough(),
    responses: { 200: z.object({ received: z.literal(true) }), ...errors(400, 403, 404) },
  }),
};
