import { apiRoutes } from '@store/shared/api/routes';
import { callApi, type RouteInput } from '#web/lib/api-client.ts';

/** Sets a new password with the token from the reset email. */
export function resetPassword(input: RouteInput<typeof apiRoutes.accounts.resetPassword>['body']) {
  return callApi(apiRoutes.accounts.resetPassword, { body: input });
}
