import { apiRoutes } from '@store/shared/api/routes';
import { apiHref } from '#web/lib/api-client.ts';

/** The orders CSV (admin only) for the days asked, both included; a plain link, so the browser downloads the streamed file itself. */
export function ordersCsvUrl(range: { from: string; to: string }): string {
  return apiHref(apiRoutes.exports.orders, { query: { from: range.from || undefined, to: range.to || undefined } });
}
