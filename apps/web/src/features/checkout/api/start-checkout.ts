import { apiFetch } from '#web/lib/api-client.ts';

/** Asks the server for a payment page for the saved cart; answers its address, if the provider gave one. */
export function startCheckout(): Promise<{ url?: string }> {
  return apiFetch<{ url?: string }>('/api/checkout', { method: 'POST' });
}
