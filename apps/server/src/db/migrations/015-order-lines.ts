import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../database.ts';
import type { ColumnTypes } from './column-types.ts';

/**
 * Issue 22 (decision 032): an order's lines become rows of `orderLine`, so "orders of this render"
 * and the insights' best sellers are indexed queries instead of a scan of JSON text. Every order's
 * JSON lines are moved in one statement, in their order, and the JSON column is dropped: the rows
 * are the one copy. A line the JSON held without a border or a variant gets null there. A line
 * carries its order's time (which never changes) so insights range over lines by day.
 */
export function orderLines(kind: DatabaseKind, { timestamp, flag }: ColumnTypes) {
  const moveLines =
    kind === 'postgres'
      ? sql`insert into "orderLine" ("orderId", "position", "createdAt", "renderId", "style", "image", "aspectRatio", "size", "quantity", "isDigital", "borderStyle", "unitPriceCents", "variantId")
          select "order"."id", line.position - 1, "order"."createdAt", line.value->>'renderId', line.value->>'style', line.value->>'image', line.value->>'aspectRatio',
            line.value->>'size', (line.value->>'quantity')::integer, (line.value->>'isDigital')::boolean, line.value->>'borderStyle',
            (line.value->>'unitPriceCents')::integer, line.value->>'variantId'
          from "order" cross join lateral jsonb_array_elements("order"."items"::jsonb) with ordinality as line(value, position)`
      : sql`insert into "orderLine" ("orderId", "position", "createdAt", "renderId", "style", "image", "aspectRatio", "size", "quantity", "isDigital", "borderStyle", "unitPriceCents", "variantId")
          select "order"."id", line.key, "order"."createdAt", line.value->>'renderId', line.value->>'style', line.value->>'image', line.value->>'aspectRatio',
            line.value->>'size', line.value->>'quantity', line.value->>'isDigital', line.value->>'borderStyle',
            line.value->>'unitPriceCents', line.value->>'variantId'
          from "order", json_each("order"."items") as line`;

  async function up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('orderLine')
      .addColumn('orderId', 'text', (column) => column.notNull().references('order.id').onDelete('cascade'))
      .addColumn('position', 'integer', (column) => column.notNull())
      .addColumn('createdAt', timestamp, (column) => column.notNull())
      .addColumn('renderId', 'text', (column) => column.notNull())
      .addColumn('style', 'text', (column) => column.notNull())
      .addColumn('image', 'text', (column) => column.notNull())
      .addColumn('aspectRatio', 'text', (column) => column.notNull())
      .addColumn('size', 'text', (column) => column.notNull())
      .addColumn('quantity', 'integer', (column) => column.notNull())
      .addColumn('isDigital', flag, (column) => column.notNull())
      .addColumn('borderStyle', 'text')
      .addColumn('unitPriceCents', 'integer', (column) => column.notNull())
      .addColumn('variantId', 'text')
      .addPrimaryKeyConstraint('order_line_pk', ['orderId', 'position'])
      .execute();
    await moveLines.execute(db);
    await db.schema.alterTable('order').dropColumn('items').execute();
    // "Orders of this render" (workbench, publish, reminders) reads only this index.
    await db.schema.createIndex('order_line_render_idx').on('orderLine').columns(['renderId', 'orderId']).execute();
    // Insights read a range of days of lines without joining every order of the range.
    await db.schema.createIndex('order_line_created_idx').on('orderLine').column('createdAt').execute();
  }

  return {
    // SQLite runs migrations outside a transaction: the move and the drop must land together.
    up: (db: Kysely<unknown>) => (db.isTransaction ? up(db) : db.transaction().execute(up)),
  };
}
