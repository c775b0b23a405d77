import { APIError } from 'better-auth/api';
import { HttpError } from '#server/http-errors.ts';
import type { Auth } from './auth.ts';

/**
 * better-auth answers one INVALID_TOKEN for a missing and an expired reset token; the reset
 * page tells the two apart, so the token is looked up first.
 */
export function createPasswordResetService(auth: Auth) {
  return {
    async reset(token: string, newPassword: string): Promise<void> {
      const context = await auth.$context;
      const verification = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
      if (!verification) throw new HttpError(400, 'INVALID_TOKEN', 'Reset link is invalid or malformed.');
      if (new Date(verification.expiresAt).getTime() < Date.now())
        throw new HttpError(400, 'EXPIRED_TOKEN', 'Reset link has expired. Please request a new one.');
      try {
        await auth.api.resetPassword({ body: { token, newPassword } });
      } catch (error) {
        if (error instanceof APIError) {
          const code = typeof error.body?.code === 'string' ? error.body.code : 'RESET_FAILED';
          throw new HttpError(400, code, error.body?.message ?? 'Failed to reset password. Please try again.');
        }
        throw error;
      }
    },
  };
}
