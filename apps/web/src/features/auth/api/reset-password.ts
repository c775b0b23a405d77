import { accountEndpoints } from '@store/shared/api/accounts';
import { callApi } from '#web/lib/api-client.ts';

/** Sets a new password with the token from the reset email. */
export function resetPassword(input: { token: string; newPassword: string }): Promise<unknown> {
  return callApi(accountEndpoints.resetPassword, { body: input });
}
