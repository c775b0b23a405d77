import { sql, type Kysely } from 'kysely';
import type { ColumnTypes } from './column-types.ts';

/**
 * Decision 041: one role per account (customer, staff, owner) instead of the admin flag, and a
 * record of every role change. Admins had every power, so they become owners.
 */
export function staffRoles({ timestamp, no }: ColumnTypes) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('user')
        .addColumn('role', 'text', (column) => column.notNull().defaultTo('customer'))
        .execute();
      await sql`update "user" set "role" = 'owner' where "isAdmin" <> ${no}`.execute(db);
      await db.schema.alterTable('user').dropColumn('isAdmin').execute();
      await db.schema.createIndex('user_role_idx').on('user').column('role').execute();
      await db.schema
        .createTable('roleChange')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('userId', 'text', (column) => column.notNull().references('user.id'))
        .addColumn('fromRole', 'text', (column) => column.notNull())
        .addColumn('toRole', 'text', (column) => column.notNull())
        .addColumn('changedById', 'text', (column) => column.references('user.id'))
        .addColumn('createdAt', timestamp, (column) => column.notNull())
        .execute();
      await db.schema.createIndex('role_change_created_idx').on('roleChange').column('createdAt').execute();
    },
  };
}
