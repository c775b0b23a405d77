import type { Kysely } from 'kysely';
import type { ColumnTypes } from './column-types.ts';

/** First-party analytics (decision 020): one row per event, and the day's salt that makes visitor hashes unlinkable across days. */
export function analytics({ timestamp }: ColumnTypes) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('analyticsEvent')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('day', 'text', (column) => column.notNull())
        .addColumn('createdAt', timestamp, (column) => column.notNull())
        .addColumn('visitorHash', 'text')
        .addColumn('path', 'text')
        .addColumn('renderId', 'text')
        .addColumn('orderId', 'text')
        .addColumn('amountCents', 'integer')
        .addColumn('size', 'text')
        .addColumn('style', 'text')
        .addColumn('durationSeconds', 'integer')
        .execute();
      // Every insights query reads one event name over a range of days; the visitor hash in the index answers distinct counts from it alone.
      await db.schema.createIndex('analytics_event_name_day_idx').on('analyticsEvent').columns(['name', 'day', 'visitorHash']).execute();

      // Sales by day read the orders of a date range.
      await db.schema.createIndex('order_created_idx').on('order').column('createdAt').execute();

      await db.schema
        .createTable('analyticsSalt')
        .addColumn('day', 'text', (column) => column.primaryKey())
        .addColumn('salt', 'text', (column) => column.notNull())
        .execute();
    },
  };
}
