import { ApiError } from '#web/lib/api-client.ts';

type AuthClientResult<T> = { data: T | null; error: { status: number; code?: string | undefined; message?: string | undefined } | null };

/** better-auth's client answers { data, error }; the account page's mutations throw the error as an ApiError like every other call. */
export function unwrapAuthResult<T>(result: AuthClientResult<T>): T {
  if (result.error) throw new ApiError(result.error.status, result.error.code ?? 'HTTP_ERROR', result.error.message ?? '');
  return result.data as T;
}
