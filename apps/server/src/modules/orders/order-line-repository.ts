import type { Kysely, Selectable } from 'kysely';
import { orderItemSchema, type OrderItem } from '@store/shared/orders';
import type { Database, OrderLineTable } from '#server/db/schema.ts';
import { toFlag, toIso } from '#server/db/values.ts';

/**
 * An order's lines as rows (decision 032), read and written here for every orders repository that
 * needs them: the order with its lines, the exports' pages, a deleted customer's orders.
 */
export async function insertOrderLines(
  executor: Kysely<Database>,
  order: { id: string; createdAt: string },
  items: OrderItem[],
): Promise<void> {
  if (items.length === 0) return;
  await executor
    .insertInto('orderLine')
    .values(
      items.map((item, position) => ({
        orderId: order.id,
        position,
        createdAt: order.createdAt,
        renderId: item.renderId,
        style: item.style,
        image: item.image,
        aspectRatio: item.aspectRatio,
        size: item.size,
        quantity: item.quantity,
        isDigital: toFlag(item.isDigital),
        borderStyle: item.borderStyle ?? null,
        unitPriceCents: item.unitPriceCents,
        variantId: item.variantId ?? null,
        versionId: item.versionId ?? null,
        versionChosenAt: item.versionChosenAt ?? null,
      })),
    )
    .execute();
}

function toItem(row: Selectable<OrderLineTable>): OrderItem {
  return orderItemSchema.parse({
    renderId: row.renderId,
    style: row.style,
    image: row.image,
    aspectRatio: row.aspectRatio,
    size: row.size,
    quantity: row.quantity,
    isDigital: Boolean(row.isDigital),
    ...(row.borderStyle === null ? {} : { borderStyle: row.borderStyle }),
    unitPriceCents: row.unitPriceCents,
    variantId: row.variantId,
    versionId: row.versionId,
    versionChosenAt: row.versionChosenAt === null ? null : toIso(row.versionChosenAt),
  });
}

/** The lines of each of these orders, in their order; an order without lines maps to an empty list. */
export async function orderLinesOf(executor: Kysely<Database>, orderIds: string[]): Promise<Map<string, OrderItem[]>> {
  const lines = new Map<string, OrderItem[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return lines;
  const rows = await executor
    .selectFrom('orderLine')
    .selectAll()
    .where('orderId', 'in', orderIds)
    .orderBy('orderId')
    .orderBy('position')
    .execute();
  for (const row of rows) lines.get(row.orderId)?.push(toItem(row));
  return lines;
}
