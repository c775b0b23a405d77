import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Passwords hashed with scrypt as better-auth hashes them (r 16, p 1, a 64-byte key of the
 * NFKC-normalised password, a 16-byte hex salt), at a cost the shop sets: N = 2^cost.
 *
 * At better-auth's own cost (2^14) a hash is better-auth's `salt:key`, so hashes made before the
 * cost could be set, and by better-auth itself, stay valid both ways. At any other cost it is
 * `scrypt-<cost>:salt:key`: a hash carries the cost it was made with, so changing the setting
 * applies to passwords set from then on and never locks anyone out.
 */
export const DEFAULT_PASSWORD_HASH_COST = 14;

const BLOCK_SIZE = 16;
const PARALLELISM = 1;
const KEY_BYTES = 64;
const COSTED = /^scrypt-(\d{1,2}):([0-9a-f]+):([0-9a-f]+)$/;
const UNCOSTED = /^([0-9a-f]+):([0-9a-f]+)$/;

function deriveKey(password: string, salt: string, cost: number): Promise<Buffer> {
  const N = 2 ** cost;
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, { N, r: BLOCK_SIZE, p: PARALLELISM, maxmem: 256 * N * BLOCK_SIZE }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPasswordAt(cost: number, password: string): Promise<string> {
  const salt = randomBytes(16).toString('hex');
  const key = (await deriveKey(password, salt, cost)).toString('hex');
  return cost === DEFAULT_PASSWORD_HASH_COST ? `${salt}:${key}` : `scrypt-${cost}:${salt}:${key}`;
}

/** Whether the password is the one hashed, at the cost the hash was made with; throws on a hash of neither form. */
export async function verifyPasswordHash(hash: string, password: string): Promise<boolean> {
  const costed = COSTED.exec(hash);
  const [cost, salt, key] = costed
    ? [Number(costed[1]), costed[2], costed[3]]
    : [DEFAULT_PASSWORD_HASH_COST, ...(UNCOSTED.exec(hash)?.slice(1) ?? [])];
  if (!salt || !key) throw new Error('Invalid password hash');
  const stored = Buffer.from(key, 'hex');
  const derived = await deriveKey(password, salt, cost);
  return stored.length === derived.length && timingSafeEqual(stored, derived);
}
