import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportEndpoints } from '@store/shared/api/exports';
import { serve } from '#server/http/serve.ts';
import type { ExportsService } from './exports-service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** "orders-2026-11-23.csv": the day the file was made, so downloads on different days never overwrite each other. */
export function exportFileName(kind: 'orders' | 'customers', now = new Date()): string {
  return `${kind}-${now.toISOString().slice(0, 10)}.csv`;
}

/** CSV downloads for staff (admin only), streamed from paged reads. */
const exportRoutes: FastifyPluginAsyncZod<{ exports: ExportsService }> = async (app, { exports }) => {
  serve(app, exportEndpoints.orders, {
    async handler(request, reply) {
      const { from, to } = request.query;
      const range = {
        from: from ? new Date(`${from}T00:00:00.000Z`).toISOString() : null,
        to: to ? new Date(new Date(`${to}T00:00:00.000Z`).getTime() + DAY_MS).toISOString() : null,
      };
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName('orders')}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(exports.ordersCsv(range)));
    },
  });

  serve(app, exportEndpoints.customers, {
    handler: async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName('customers')}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(exports.customersCsv())),
  });
};

export default exportRoutes;
