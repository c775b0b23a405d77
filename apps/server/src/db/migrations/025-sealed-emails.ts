import type { Kysely } from 'kysely';
import type { ColumnTypes } from './column-types.ts';

/** Emails whose body holds a secret (a gift card code) are stored encrypted and emptied once sent a while (issue 33). */
export function sealedEmails({ flag, no }: ColumnTypes) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('outboxEmail')
        .addColumn('sealed', flag, (column) => column.notNull().defaultTo(no))
        .execute();
    },
  };
}
