import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadAuthClient } from '#web/lib/auth-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { unwrapAuthResult } from './auth-result.ts';

export async function signOutOtherSessions(): Promise<void> {
  const authClient = await loadAuthClient();
  unwrapAuthResult(await authClient.revokeOtherSessions());
}

export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutOtherSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.mySessions }),
  });
}
