import type { Kysely } from 'kysely';
import type { ColumnTypes } from './column-types.ts';

export function accountsMailContact(types: ColumnTypes) {
  const { timestamp, flag, no } = types;
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('user')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('email', 'text', (column) => column.notNull().unique())
        .addColumn('emailVerified', flag, (column) => column.notNull().defaultTo(no))
        .addColumn('image', 'text')
        .addColumn('isAdmin', flag, (column) => column.notNull().defaultTo(no))
        .addColumn('createdAt', timestamp, (column) => column.notNull())
        .addColumn('updatedAt', timestamp, (column) => column.notNull())
        .execute();

      await db.schema
        .createTable('session')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('userId', 'text', (column) => column.notNull().references('user.id').onDelete('cascade'))
        .addColumn('token', 'text', (column) => column.notNull().unique())
        .addColumn('expiresAt', timestamp, (column) => column.notNull())
        .addColumn('ipAddress', 'text')
        .addColumn('userAgent', 'text')
        .addColumn('createdAt', timestamp, (column) => column.notNull())
        .addColumn('updatedAt', timestamp, (column) => column.notNull())
        .execute();
      await db.schema.createIndex('session_user_idx').on('session').column('userId').execute();

      await db.schema
        .createTable('account')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('userId', 'text', (column) => column.notNull().references('user.id').onDelete('cascade'))
        .addColumn('accountId', 'text', (column) => column.notNull())
        .addColumn('providerId', 'text', (column) => column.notNull())
        .addColumn('accessToken', 'text')
        .addColumn('refreshToken', 'text')
        .addColumn('idToken', 'text')
        .addColumn('accessTokenExpiresAt', timestamp)
        .addColumn('refreshTokenExpiresAt', timestamp)
        .addColumn('scope', 'text')
        .addColumn('password', 'text')
        .addColumn('createdAt', timestamp, (column) => column.notNull())
        .addColumn('updatedAt', timestamp, (column) => column.notNull())
        .execute();
      await db.schema.createIndex('account_user_idx').on('account').column('userId').execute();

      await db.schema
        .createTable('verification')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('identifier', 'text', (column) => column.notNull())
        .addColumn('value', 'text', (column) => column.notNull())
        .addColumn('expiresAt', timestamp, (column) => column.notNull())
        .addColumn('createdAt', timestamp, (column) => column.notNull())
        .addColumn('updatedAt', timestamp, (column) => column.notNull())
        .execute();
      await db.schema.createIndex('verification_identifier_idx').on('verification').column('identifier').execute();

      await db.schema
        .createTable('rateLimit')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('key', 'text', (column) => column.notNull().unique())
        .addColumn('count', 'integer', (column) => column.notNull())
        .addColumn('lastRequest', 'bigint', (column) => column.notNull())
        .execute();

      await db.schema
        .createTable('outboxEmail')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('recipient', 'text', (column) => column.notNull())
        .addColumn('replyTo', 'text')
        .addColumn('subject', 'text', (column) => column.notNull())
        .addColumn('html', 'text', (column) => column.notNull())
        .addColumn('text', 'text', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('nextAttemptAt', timestamp, (column) => column.notNull())
        .addColumn('lastError', 'text')
        .addColumn('createdAt', timestamp, (column) => column.notNull())
        .addColumn('sentAt', timestamp)
        .execute();
      await db.schema.createIndex('outbox_email_due_idx').on('outboxEmail').columns(['status', 'nextAttemptAt']).execute();

      await db.schema
        .createTable('contactMessage')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('message', 'text', (column) => column.notNull())
        .addColumn('userId', 'text', (column) => column.references('user.id').onDelete('set null'))
        .addColumn('createdAt', timestamp, (column) => column.notNull())
        .execute();
    },
  };
}
