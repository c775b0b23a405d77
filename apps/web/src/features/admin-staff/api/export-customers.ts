import { exportEndpoints } from '@store/shared/api/exports';

/** The customers CSV (admin only): a plain link, so the browser downloads the streamed file itself. */
export const CUSTOMERS_CSV_URL = exportEndpoints.customers.href();
