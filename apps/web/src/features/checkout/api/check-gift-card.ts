import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';

/** Asks the server for a gift card's balance; throws the reason (unknown code) when there is none. */
export function checkGiftCard(code: string) {
  return callApi(apiRoutes.giftCards.check, { body: { code } });
}
