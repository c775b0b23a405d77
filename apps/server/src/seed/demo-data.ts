import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Auth } from '../modules/accounts/auth.ts';
import { createUserRepository } from '../modules/accounts/user-repository.ts';
import { createAccount, type AccountInput } from './account-factory.ts';

/** The demo logins `npm start` prints; they exist only outside production. */
export const DEMO_ACCOUNTS = {
  admin: { name: 'Alex Admin', email: 'admin@motomuse.local', password: 'admin-demo-123', isAdmin: true },
  customer: { name: 'Casey Rider', email: 'rider@motomuse.local', password: 'rider-demo-123' },
} as const satisfies Record<string, AccountInput>;

export async function seedDemoData(deps: { auth: Auth; db: Kysely<Database> }): Promise<void> {
  const users = createUserRepository(deps.db);
  for (const account of Object.values(DEMO_ACCOUNTS)) {
    if (await users.exists(account.email)) continue;
    await createAccount(deps, account);
  }
}
