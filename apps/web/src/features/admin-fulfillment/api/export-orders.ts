import { exportEndpoints } from '@store/shared/api/exports';

/** The orders CSV (admin only) for the days asked, both included; a plain link, so the browser downloads the streamed file itself. */
export function ordersCsvUrl(range: { from: string; to: string }): string {
  return exportEndpoints.orders.href({ query: { from: range.from || undefined, to: range.to || undefined } });
}
