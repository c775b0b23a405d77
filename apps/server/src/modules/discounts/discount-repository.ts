import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DiscountCode, DiscountCodeInput, DiscountCodeRule, DiscountUsage } from '@store/shared/discounts';
import type { DatabaseKind } from '#server/db/database.ts';
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

/** How often a code was used and is held by checkouts in progress, in all and by one customer. */
async function usage(db: Kysely<Database>, discountCodeId: string, userId: string): Promise<DiscountUsage> {
  const byCustomer = sql`case when ${sql.ref('userId')} = ${userId} then 1 else 0 end`;
  const used = await db
    .selectFrom('discountRedemption')
    .select((builder) => [builder.fn.countAll<number | string>().as('all'), builder.fn.sum<number | string | null>(byCustomer).as('mine')])
    .where('discountCodeId', '=', discountCodeId)
    .executeTakeFirstOrThrow();
  const held = await db
    .selectFrom('discountReservation')
    .select((builder) => [builder.fn.countAll<number | string>().as('all'), builder.fn.sum<number | string | null>(byCustomer).as('mine')])
    .where('discountCodeId', '=', discountCodeId)
    .where('expiresAt', '>', nowIso())
    .executeTakeFirstOrThrow();
  return {
    uses: Number(used.all),
    usesByCustomer: Number(used.mine ?? 0),
    held: Number(held.all),
    heldByCustomer: Number(held.mine ?? 0),
  };
}

/** Null when the code is taken (the unique index decides, so two staff at once cannot both make it). */
async function insert(
  db: Kysely<Database>,
  kind: DatabaseKind,
  input: DiscountCodeInput,
  createdBy: string,
): Promise<DiscountCodeRecord | null> {
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
}

async function list(db: Kysely<Database>): Promise<DiscountCode[]> {
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
}

export function createDiscountRepository(db: Kysely<Database>, kind: DatabaseKind) {
  return {
    insert: (input: DiscountCodeInput, createdBy: string) => insert(db, kind, input, createdBy),

    list: () => list(db),

    async findByCode(code: string): Promise<DiscountCodeRecord | null> {
      const row = await db
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

    usage: (discountCodeId: string, userId: string) => usage(db, discountCodeId, userId),

    /**
     * Makes the reservations of one code wait for each other until the transaction ends: the code's row
     * is locked on PostgreSQL, whichever instance asks; SQLite runs one write transaction at a time.
     */
    async lockForReservation(discountCodeId: string): Promise<void> {
      if (kind !== 'postgres') return;
      await db.selectFrom('discountCode').select('id').where('id', '=', discountCodeId).forUpdate().execute();
    },

    /** Holds one use of a code for a checkout, dropping the code's reservations that ended. */
    async reserve(reservation: { id: string; discountCodeId: string; userId: string; expiresAt: Date }): Promise<void> {
      await db
        .deleteFrom('discountReservation')
        .where('discountCodeId', '=', reservation.discountCodeId)
        .where('expiresAt', '<=', nowIso())
        .execute();
      await db
        .insertInto('discountReservation')
        .values({ ...reservation, paymentSessionId: null, expiresAt: reservation.expiresAt.toISOString(), createdAt: nowIso() })
        .execute();
    },

    async attachSession(reservationId: string, paymentSessionId: string): Promise<void> {
      await db.updateTable('discountReservation').set({ paymentSessionId }).where('id', '=', reservationId).execute();
    },

    async release(reservationId: string): Promise<void> {
      await db.deleteFrom('discountReservation').where('id', '=', reservationId).execute();
    },

    async releaseForSession(paymentSessionId: string): Promise<void> {
      await db.deleteFrom('discountReservation').where('paymentSessionId', '=', paymentSessionId).execute();
    },

    /** Removes the session's reservation as its order records the use; true when it was still held. */
    async consumeForSession(paymentSessionId: string): Promise<boolean> {
      const removed = await db
        .deleteFrom('discountReservation')
        .where('paymentSessionId', '=', paymentSessionId)
        .returning('expiresAt')
        .execute();
      return removed.some((row) => new Date(toIso(row.expiresAt)).getTime() > Date.now());
    },

    /** Records the code of a paid order once: false when the order already has its redemption. */
    async redeem(redemption: { orderId: string; discountCodeId: string; userId: string; discountCents: number }): Promise<boolean> {
      const result = await db
        .insertInto('discountRedemption')
        .values({ ...redemption, createdAt: nowIso() })
        .onConflict((conflict) => conflict.column('orderId').doNothing())
        .executeTakeFirst();
      return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
    },

    /** A deleted customer's reservations go with their account; their redemptions stay, counted (decision 024). */
    async eraseReservationsOf(userId: string): Promise<void> {
      await db.deleteFrom('discountReservation').where('userId', '=', userId).execute();
    },
  };
}

export type DiscountRepository = ReturnType<typeof createDiscountRepository>;
