import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_HASH_COST, hashPasswordAt, verifyPasswordHash } from './scrypt-password.ts';

describe('scrypt passwords', { timeout: 30_000 }, () => {
  it("at better-auth's cost writes and reads better-auth's own hashes", async () => {
    const ours = await hashPasswordAt(DEFAULT_PASSWORD_HASH_COST, 'ridé-safe');
    expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash: ours, password: 'ride\u0301-safe' })).toBe(true);
    expect(await verifyPasswordHash(await hashPassword('ridé-safe'), 'ridé-safe')).toBe(true);
  });

  it('writes the cost into a hash at any other cost, and verifies each hash at its own cost', async () => {
    const cheap = await hashPasswordAt(10, 'one-secret');
    expect(cheap).toMatch(/^scrypt-10:[0-9a-f]{32}:[0-9a-f]{128}$/);
    const dear = await hashPasswordAt(15, 'one-secret');
    expect(dear).toMatch(/^scrypt-15:/);
    for (const hash of [cheap, dear]) {
      expect(await verifyPasswordHash(hash, 'one-secret')).toBe(true);
      expect(await verifyPasswordHash(hash, 'one-secreT')).toBe(false);
    }
    expect(await verifyPasswordHash(cheap.replace('scrypt-10', 'scrypt-11'), 'one-secret')).toBe(false);
  });

  it('refuses a hash of neither form', async () => {
    for (const hash of ['', 'nocolon', 'scrypt-10:zz:00', 'scrypt-10:abcd', 'bcrypt$2b$10$abc'])
      await expect(verifyPasswordHash(hash, 'one-secret')).rejects.toThrow('Invalid password hash');
  });
});
