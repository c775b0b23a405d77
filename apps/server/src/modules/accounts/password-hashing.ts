import { availableParallelism } from 'node:os';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { createConcurrencyLimit, type ConcurrencyLimit } from './concurrency-limit.ts';

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
 * better-auth's own scrypt hashing (node:crypto on the thread pool, the stored `salt:key` format
 * unchanged), let through a few at a time in arrival order: fifty sign-ins at once queue here
 * instead of filling the thread pool and every core.
 */
export function createPasswordHashing(limit: ConcurrencyLimit = createConcurrencyLimit(passwordHashingConcurrency())) {
  return {
    hash: (password: string) => limit.run(() => hashPassword(password)),
    verify: (input: { hash: string; password: string }) => limit.run(() => verifyPassword(input)),
  };
}
