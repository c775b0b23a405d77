import { ApiError } from '#web/lib/api-client.ts';

/** Signed out or not an admin: asking again will not change the answer. */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}
