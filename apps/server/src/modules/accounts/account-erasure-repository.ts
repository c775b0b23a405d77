import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { nowIso, toFlag } from '#server/db/values.ts';
import { DELETED_CUSTOMER_NAME, deletedCustomerEmail, type ErasedCustomer } from '../customer-erasure.ts';
import { nextSessionGeneration } from './session-generation-repository.ts';

/**
 * The accounts module's part of deleting a customer's account (decision 024): sign-in goes, the
 * user row stays emptied for the orders. Every other module erases its own tables (its `erase`
 * in the module shape, decision 059).
 */
export function createAccountErasureRepository(db: Kysely<Database>) {
  return {
    /** Whether the account signs in with a password (Google-only accounts have none to confirm with). */
    async hasPassword(userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('account')
        .select('id')
        .where('userId', '=', userId)
        .where('providerId', '=', 'credential')
        .where('password', 'is not', null)
        .executeTakeFirst();
      return row !== undefined;
    },

    async erase(user: ErasedCustomer): Promise<void> {
      const now = nowIso();
      await db.deleteFrom('session').where('userId', '=', user.id).execute();
      await db.deleteFrom('account').where('userId', '=', user.id).execute();
      await db.deleteFrom('verification').where('value', '=', user.id).execute();
      await db
        .updateTable('user')
        .set({
          name: DELETED_CUSTOMER_NAME,
          email: deletedCustomerEmail(user.id),
          emailVerified: toFlag(false),
          image: null,
          role: 'customer',
          sessionGeneration: nextSessionGeneration,
          deletedAt: now,
          updatedAt: now,
        })
        .where('id', '=', user.id)
        .execute();
    },
  };
}

export type AccountErasureRepository = ReturnType<typeof createAccountErasureRepository>;
