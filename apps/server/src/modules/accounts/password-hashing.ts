import { availableParallelism } from 'node:os';
import { createConcurrencyLimit, type ConcurrencyLimit } from './concurrency-limit.ts';
import { DEFAULT_PASSWORD_HASH_COST, hashPasswordAt, verifyPasswordHash } from './scrypt-password.ts';

/** libuv's default thread-pool size, used when UV_THREADPOOL_SIZE is not set. */
const LIBUV_DEFAULT_THREADPOOL_SIZE = 4;

/**
 * How many password hashes may run at once: no more than the machine has cores, and always one
 * thread-pool slot fewer than libuv has, so file reads and DNS lookups never queue behind a sign-in rush.
 */
export function passwordHashingConcurrency(cores = availableParallelism(), threadpoolSize = libuvThreadpoolSize()): number {
  return Math.max(1, Math.min(cores, threadpoolSize - 1));
}

// UV_THREADPOOL_SIZE is libuv's own setting, read by Node itself at start, not part of the store's config.
function libuvThreadpoolSize(): number {
  const size = Number(process.env.UV_THREADPOOL_SIZE);
  return Number.isInteger(size) && size > 0 ? size : LIBUV_DEFAULT_THREADPOOL_SIZE;
}

/**
 * Passwords hashed with scrypt at the shop's cost (`PASSWORD_HASH_COST`, scrypt-password.ts; node:crypto
 * on the thread pool), let through a few at a time in arrival order: fifty sign-ins at once queue here
 * instead of filling the thread pool and every core.
 */
export function createPasswordHashing({
  cost = DEFAULT_PASSWORD_HASH_COST,
  limit = createConcurrencyLimit(passwordHashingConcurrency()),
}: { cost?: number; limit?: ConcurrencyLimit } = {}) {
  return {
    hash: (password: string) => limit.run(() => hashPasswordAt(cost, password)),
    verify: ({ hash, password }: { hash: string; password: string }) => limit.run(() => verifyPasswordHash(hash, password)),
  };
}
