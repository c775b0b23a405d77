import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '#server/http-schemas.ts';
import type { ExportsService } from './exports-service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** "orders-2026-11-23.csv": the day the file was made, so downloads on different days never overwrite each other. */
export function exportFileName(kind: 'orders' | 'customers', now = new Date()): string {
  return `${kind}-${now.toISOString().slice(0, 10)}.csv`;
}

const responses = {
  200: z.any().describe('The CSV file (text/csv, UTF-8)'),
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
};

/** CSV downloads for staff (admin only), streamed from paged reads. */
const exportRoutes: FastifyPluginAsyncZod<{ exports: ExportsService }> = async (app, { exports }) => {
  app.get(
    '/api/admin/exports/orders.csv',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Orders as CSV, optionally from and to a day (UTC, both included) (admin)',
        tags: ['admin'],
        querystring: z
          .object({ from: z.iso.date().optional(), to: z.iso.date().optional() })
          .refine((range) => !range.from || !range.to || range.from <= range.to, { message: 'From must not be after to.', path: ['to'] }),
        response: responses,
      },
    },
    async (request, reply) => {
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
  );

  app.get(
    '/api/admin/exports/customers.csv',
    {
      onRequest: app.requireAdmin,
      schema: { summary: 'Customer accounts as CSV, with their order count and spend (admin)', tags: ['admin'], response: responses },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName('customers')}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(exports.customersCsv())),
  );
};

export default exportRoutes;
