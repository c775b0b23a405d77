import { z } from 'zod';
import { apiRoutes } from './routes.ts';
import { endpoint, errors, fileBody } from './endpoint.ts';

const csv = { 200: fileBody('The CSV file (text/csv, UTF-8)'), ...errors(400, 401, 403) };

/** CSV downloads for staff (admin only); the web links to them, so the browser saves the streamed file itself. */
export const exportEndpoints = {
  orders: endpoint(apiRoutes.exports.orders, {
    summary: 'Orders as CSV, optionally from and to a day (UTC, both included) (admin)',
    tags: ['admin'],
    query: z
      .object({ from: z.iso.date().optional(), to: z.iso.date().optional() })
      .refine((range) => !range.from || !range.to || range.from <= range.to, { message: 'From must not be after to.', path: ['to'] }),
    responses: csv,
  }),
  customers: endpoint(apiRoutes.exports.customers, {
    summary: 'Customer accounts as CSV, with their order count and spend (admin)',
    tags: ['admin'],
    responses: csv,
  }),
  giftCards: endpoint(apiRoutes.exports.giftCards, {
    summary: 'Gift cards sold (paid) as CSV: amount, spent on orders, put back by refunds, balance (admin)',
    tags: ['admin'],
    responses: csv,
  }),
};
