import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DiscountCode, DiscountCodeInput, DiscountCodeRule } from '@store/shared/discounts';
import type { Database, DiscountCodeTable } from '#server/db/schema.ts';
import { nowIso, toFlag, toIso } from '#server/db/values.ts';

export type DiscountCodeRecord = Omit<DiscountCode, 'uses'> & DiscountCodeRule;

function toRecord(row: Selectable<DiscountCodeTable>): DiscountCodeRecord {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    expiresAt: row.expiresAt === null ? null : toIso(row.expiresAt),
    usageLimit: row.usageLimit,
    oncePerCustomer: Boolean(row.oncePerCustomer),
    active: Boolean(row.active),
    createdBy: row.createdBy,
    createdAt: toIso(row.createdAt),
  };
}

export function createDiscountRepository(db: Kysely<Database>) {
  return {
    /** Null when the code is taken (the unique index decides, so two staff at once cannot both make it). */
    async insert(input: DiscountCodeInput, createdBy: string): Promise<DiscountCodeRecord | null> {
      const id = randomUUID();
      const result = await db
        .insertInto('discountCode')
        .values({
          id,
          code: input.code,
          kind: input.kind,
          value: input.value,
          expiresAt: input.expiresAt === null ? null : new Date(input.expiresAt).toISOString(),
          usageLimit: input.usageLimit,
          oncePerCustomer: toFlag(input.oncePerCustomer),
          active: toFlag(true),
          createdBy,
          createdAt: nowIso(),
        })
        .onConflict((conflict) => conflict.expression(sql`upper(${sql.ref('code')})`).doNothing())
        .executeTakeFirst();
      if ((result.numInsertedOrUpdatedRows ?? 0n) === 0n) return null;
      return toRecord(await db.selectFrom('discountCode').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
    },

    async list(): Promise<DiscountCode[]> {
      const rows = await db
        .selectFrom('discountCode')
        .selectAll('discountCode')
        .select((builder) =>
          builder
            .selectFrom('discountRedemption')
            .select(builder.fn.countAll<number | string>().as('uses'))
            .whereRef('discountRedemption.discountCodeId', '=', 'discountCode.id')
            .as('uses'),
        )
        .orderBy('discountCode.createdAt', 'desc')
        .execute();
      return rows.map((row) => ({ ...toRecord(row), uses: Number(row.uses ?? 0) }));
    },

    async findByCode(code: string, executor: Kysely<Database> = db): Promise<DiscountCodeRecord | null> {
      const row = await executor
        .selectFrom('discountCode')
        .selectAll()
        .where(sql<string>`upper(${sql.ref('code')})`, '=', code.toUpperCase())
        .executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    /** Null when there is no such code. */
    async deactivate(id: string): Promise<DiscountCodeRecord | null> {
      await db
        .updateTable('discountCode')
        .set({ active: toFlag(false) })
        .where('id', '=', id)
        .execute();
      const row = await db.selectFrom('discountCode').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    /** How often a code was used in all, and by one customer. */
    async usage(
      discountCodeId: string,
      userId: string,
      executor: Kysely<Database> = db,
    ): Promise<{ uses: number; usesByCustomer: number }> {
      const row = await executor
        .selectFrom('discountRedemption')
        .select((builder) => [
          builder.fn.countAll<number | string>().as('uses'),
          builder.fn.sum<number | string | null>(sql`case when ${sql.ref('userId')} = ${userId} then 1 else 0 end`).as('usesByCustomer'),
        ])
        .where('discountCodeId', '=', discountCodeId)
        .executeTakeFirstOrThrow();
      return { uses: Number(row.uses), usesByCustomer: Number(row.usesByCustomer ?? 0) };
    },

    /** Records the code of a paid order once: false when the order already has its redemption. */
    async redeem(
      redemption: { orderId: string; discountCodeId: string; userId: string; discountCents: number },
      executor: Kysely<Database>,
    ): Promise<boolean> {
      const result = await executor
        .insertInto('discountRedemption')
        .values({ ...redemption, createdAt: nowIso() })
        .onConflict((conflict) => conflict.column('orderId').doNothing())
        .executeTakeFirst();
      return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
    },
  };
}

export type DiscountRepository = ReturnType<typeof createDiscountRepository>;
