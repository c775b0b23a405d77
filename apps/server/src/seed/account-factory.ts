import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Auth } from '../modules/accounts/auth.ts';
import { createUserRepository } from '../modules/accounts/user-repository.ts';

export type AccountInput = { name: string; email: string; password: string; isAdmin?: boolean };

/** Creates an account the way sign-up does (hashed password, welcome email); used by the demo seed and by tests. */
export async function createAccount(deps: { auth: Auth; db: Kysely<Database> }, input: AccountInput): Promise<{ id: string }> {
  const { user } = await deps.auth.api.signUpEmail({ body: { name: input.name, email: input.email, password: input.password } });
  if (input.isAdmin) await createUserRepository(deps.db).setAdmin(input.email, true);
  return { id: user.id };
}
