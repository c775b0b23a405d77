/** The orders CSV (admin only) for the days asked, both included; a plain link, so the browser downloads the streamed file itself. */
export function ordersCsvUrl(range: { from: string; to: string }): string {
  const query = new URLSearchParams();
  if (range.from) query.set('from', range.from);
  if (range.to) query.set('to', range.to);
  const search = query.toString();
  return `/api/admin/exports/orders.csv${search ? `?${search}` : ''}`;
}
