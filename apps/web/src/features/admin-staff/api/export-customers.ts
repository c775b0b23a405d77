import { apiRoutes } from '@store/shared/api/routes';
import { apiHref } from '#web/lib/api-client.ts';

/** The customers CSV (admin only): a plain link, so the browser downloads the streamed file itself. */
export const CUSTOMERS_CSV_URL = apiHref(apiRoutes.exports.customers);
