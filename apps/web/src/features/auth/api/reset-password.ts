import { accountEndpoints } from '@store/shared/api/accounts';
import type { EndpointInput } from '@store/shared/api/endpoint';
import { callApi } from '#web/lib/api-client.ts';

/** Sets a new password with the token from the reset email. */
export function resetPassword(input: EndpointInput<typeof accountEndpoints.resetPassword>['body']) {
  return callApi(accountEndpoints.resetPassword, { body: input });
}
