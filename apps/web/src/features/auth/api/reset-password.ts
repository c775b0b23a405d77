import { apiFetch } from '#web/lib/api-client.ts';

/** Sets a new password with the token from the reset email. */
export function resetPassword(input: { token: string; newPassword: string }): Promise<unknown> {
  return apiFetch('/api/account/reset-password', { method: 'POST', body: input });
}
