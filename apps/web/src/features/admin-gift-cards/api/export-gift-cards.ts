import { apiRoutes } from '@store/shared/api/routes';
import { apiHref } from '#web/lib/api-client.ts';

/** The gift cards CSV (owners): a plain link, so the browser downloads the streamed file itself. */
export const GIFT_CARDS_CSV_URL = apiHref(apiRoutes.exports.giftCards);
