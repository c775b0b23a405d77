import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadAuthClient } from '#web/lib/auth-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { unwrapAuthResult } from './auth-result.ts';

export async function updateName(name: string): Promise<void> {
  const authClient = await loadAuthClient();
  unwrapAuthResult(await authClient.updateUser({ name }));
}

export function useUpdateName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateName,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.session }),
  });
}
