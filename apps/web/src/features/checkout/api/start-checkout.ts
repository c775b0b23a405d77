import { apiRoutes } from '@store/shared/api/routes';
import { callApi, type RouteInput } from '#web/lib/api-client.ts';

/** Asks the server for a payment page for the saved cart with the code and shipping region chosen; answers its address, if the provider gave one. */
export function startCheckout(choices: NonNullable<RouteInput<typeof apiRoutes.checkout.start>['body']>) {
  return callApi(apiRoutes.checkout.start, { body: choices });
}
