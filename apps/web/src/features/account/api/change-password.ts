import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadAuthClient } from '#web/lib/auth-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { unwrapAuthResult } from './auth-result.ts';

/** Changes the password and signs out every other device: whoever knew the old one is out. */
export async function changePassword(input: { currentPassword: string; newPassword: string }): Promise<void> {
  const authClient = await loadAuthClient();
  unwrapAuthResult(await authClient.changePassword({ ...input, revokeOtherSessions: true }));
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.mySessions }),
  });
}
