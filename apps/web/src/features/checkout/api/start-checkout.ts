import type { ShippingRegion } from '@store/shared/shipping';
import { apiFetch } from '#web/lib/api-client.ts';

/** Asks the server for a payment page for the saved cart with the code and shipping region chosen; answers its address, if the provider gave one. */
export function startCheckout(choices: { discountCode?: string; region: ShippingRegion }): Promise<{ url?: string }> {
  return apiFetch<{ url?: string }>('/api/checkout', { method: 'POST', body: choices });
}
