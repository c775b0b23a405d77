import { useMutation, type QueryClient } from '@tanstack/react-query';
import { DELETE_ACCOUNT_CONFIRMATION } from '@store/shared/account-rules';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';
import { sessionQuery } from '#web/lib/api/get-session.ts';

/** Deletes the signed-in customer's account (decision 024); the server signs them out. */
export function deleteAccount(password: string) {
  return callApi(apiRoutes.accounts.delete, { body: { confirmation: DELETE_ACCOUNT_CONFIRMATION, password } });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}

/** After the deletion: signed out, nothing of the account left in the cache. */
export function forgetDeletedAccount(queryClient: QueryClient): void {
  queryClient.setQueryData(sessionQuery.queryKey, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQuery.queryKey[0] });
}
