import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportEndpoints } from '@store/shared/api/exports';
import { serve } from '#server/http/serve.ts';
import type { ExportsService } from './exports-service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** "orders-2026-11-23.csv": the day the file was made, so downloads on different days never overwrite each other. */
export function exportFileName(kind: 'orders' | 'customers' | 'gift-cards', now = new Date()): string {
  return `${kind}-${now.toISOString().slice(0, 10)}.csv`;
}

/** A dated CSV attachment, streamed as its lines are made. */
function sendCsv(reply: FastifyReply, kind: Parameters<typeof exportFileName>[0], lines: AsyncGenerator<string>) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${exportFileName(kind)}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(lines));
}

/** CSV downloads for owners, streamed from paged reads. */
const exportRoutes: FastifyPluginAsyncZod<{ exports: ExportsService }> = async (app, { exports }) => {
  serve(app, exportEndpoints.orders, {
    async handler(request, reply) {
      const { from, to } = request.query;
      const range = {
        from: from ? new Date(`${from}T00:00:00.000Z`).toISOString() : null,
        to: to ? new Date(new Date(`${to}T00:00:00.000Z`).getTime() + DAY_MS).toISOString() : null,
      };
      return sendCsv(reply, 'orders', exports.ordersCsv(range));
    },
  });

  serve(app, exportEndpoints.customers, {
    handler: async (_request, reply) => sendCsv(reply, 'customers', exports.customersCsv()),
  });

  serve(app, exportEndpoints.giftCards, {
    handler: async (_request, reply) => sendCsv(reply, 'gift-cards', exports.giftCardsCsv()),
  });
};

export default exportRoutes;
