import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { createConcurrencyLimit } from './concurrency-limit.ts';
import { createPasswordHashing, passwordHashingConcurrency } from './password-hashing.ts';

/** 'admin-demo-123' as better-auth 1.7 stored it before hashing went through the limit. */
const STORED_HASH =
  '562a0550c77f9584036cbe274949b4ca:4a30bacf0c3ff76af33743acf11877a315dcfa5df5e84c5d7a97ebda527ae1e52eb755ee9ec20e2fa89e99d63bc1486c6f0a39271a31dacef134c826613a7a59';

describe('password hashing', { timeout: 30_000 }, () => {
  const hashing = createPasswordHashing();

  it('verifies a hash stored before, and refuses a wrong password', async () => {
    expect(await hashing.verify({ hash: STORED_HASH, password: 'admin-demo-123' })).toBe(true);
    expect(await hashing.verify({ hash: STORED_HASH, password: 'admin-demo-124' })).toBe(false);
  });

  it("writes hashes better-auth's default verifies at its cost, and cheaper ones at the cost it is given", async () => {
    expect(await verifyPassword({ hash: await hashing.hash('ridé-safe'), password: 'ridé-safe' })).toBe(true);
    const cheap = createPasswordHashing({ cost: 10 });
    const hash = await cheap.hash('ridé-safe');
    expect(hash).toMatch(/^scrypt-10:/);
    expect(await hashing.verify({ hash, password: 'ridé-safe' })).toBe(true);
    expect(await cheap.verify({ hash: await hashPassword('ridé-safe'), password: 'ride\u0301-safe' })).toBe(true);
  });

  it('queues hashes beyond its limit', async () => {
    const limit = createConcurrencyLimit(1);
    const limited = createPasswordHashing({ limit });
    const hashes = Promise.all([limited.hash('one-secret'), limited.verify({ hash: STORED_HASH, password: 'admin-demo-123' })]);
    expect([limit.active, limit.waiting]).toEqual([1, 1]);
    const [first, verified] = await hashes;
    expect(await verifyPassword({ hash: first, password: 'one-secret' })).toBe(true);
    expect(verified).toBe(true);
  });

  it('leaves the thread pool a free slot and uses no more slots than cores', () => {
    expect(passwordHashingConcurrency(2, 4)).toBe(2);
    expect(passwordHashingConcurrency(16, 4)).toBe(3);
    expect(passwordHashingConcurrency(8, 16)).toBe(8);
    expect(passwordHashingConcurrency(1, 1)).toBe(1);
  });
});
