import type { GiftCardPurchaseInput } from '@store/shared/gift-cards';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';

/** Asks the server for a payment page for a gift card; answers its address. */
export function buyGiftCard(purchase: GiftCardPurchaseInput) {
  return callApi(apiRoutes.giftCards.buy, { body: purchase });
}
