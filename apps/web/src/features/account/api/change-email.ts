import { useMutation } from '@tanstack/react-query';
import { loadAuthClient } from '#web/lib/auth-client.ts';
import { routes } from '#web/config/paths.ts';
import { unwrapAuthResult } from './auth-result.ts';

/** Where the confirmation link in the email lands once the new address is confirmed. */
export const EMAIL_CHANGED_RETURN = `${routes.account.href()}?email=changed`;

/** Sends a confirmation link to the new address; the email changes only when it is opened. */
export async function changeEmail(newEmail: string): Promise<void> {
  const authClient = await loadAuthClient();
  unwrapAuthResult(await authClient.changeEmail({ newEmail, callbackURL: EMAIL_CHANGED_RETURN }));
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
