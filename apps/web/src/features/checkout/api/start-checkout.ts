import type { EndpointInput } from '@store/shared/api/endpoint';
import { checkoutEndpoints } from '@store/shared/api/checkout';
import { callApi } from '#web/lib/api-client.ts';

/** Asks the server for a payment page for the saved cart with the code and shipping region chosen; answers its address, if the provider gave one. */
export function startCheckout(choices: NonNullable<EndpointInput<typeof checkoutEndpoints.start>['body']>) {
  return callApi(checkoutEndpoints.start, { body: choices });
}
