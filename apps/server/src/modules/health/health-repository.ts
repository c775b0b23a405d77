import { sql, type Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';

export function createHealthRepository(db: Kysely<Database>) {
  return {
    /** Throws when the database does not answer. */
    async ping(): Promise<void> {
      await sql`select 1`.execute(db);
    },
  };
}

export type HealthRepository = ReturnType<typeof createHealthRepository>;
