import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { nowIso, toIso } from '#server/db/values.ts';
import { reviewSummary, type ReviewDecision, type ReviewStatus } from '@store/shared/reviews';
import type { OwnReview, ReviewSummary } from '@store/shared/reviews-schemas';
import type { Style } from '@store/shared/styles';

export type ReviewRecord = {
  id: string;
  renderId: string;
  orderId: string;
  userId: string;
  stars: number;
  text: string;
  photoKey: string | null;
  status: ReviewStatus;
  style: Style;
  writerName: string;
  writerEmail: string;
  decidedBy: string | null;
  decidedAt: string | null;
  createdAt: string;
};

export type NewReview = Pick<ReviewRecord, 'id' | 'renderId' | 'orderId' | 'userId' | 'stars' | 'text' | 'photoKey'>;

/** Buyers' reviews and staff's decisions on them. */
export function createReviewRepository(db: Kysely<Database>) {
  function recordQuery() {
    return db
      .selectFrom('review')
      .innerJoin('render', 'render.id', 'review.renderId')
      .innerJoin('user as writer', 'writer.id', 'review.userId')
      .leftJoin('user as decider', 'decider.id', 'review.decidedById')
      .select([
        'review.id',
        'review.renderId',
        'review.orderId',
        'review.userId',
        'review.stars',
        'review.text',
        'review.photoKey',
        'review.status',
        'review.decidedAt',
        'review.createdAt',
        'render.style',
        'writer.name as writerName',
        'writer.email as writerEmail',
        'decider.name as decidedBy',
      ]);
  }

  function toRecord(row: Awaited<ReturnType<ReturnType<typeof recordQuery>['executeTakeFirstOrThrow']>>): ReviewRecord {
    return {
      ...row,
      style: row.style as Style,
      createdAt: toIso(row.createdAt),
      decidedAt: row.decidedAt === null ? null : toIso(row.decidedAt),
    };
  }

  return {
    async insert(review: NewReview): Promise<void> {
      await db
        .insertInto('review')
        .values({ ...review, createdAt: nowIso() })
        .execute();
    },

    async findById(id: string): Promise<ReviewRecord | null> {
      const row = await recordQuery().where('review.id', '=', id).executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async exists(renderId: string, userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('review')
        .select('id')
        .where('renderId', '=', renderId)
        .where('userId', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Newest first; one row more than asked tells whether another page follows. */
    async approved(limit: number, offset: number): Promise<{ reviews: ReviewRecord[]; hasMore: boolean }> {
      const rows = await recordQuery()
        .where('review.status', '=', 'approved')
        .orderBy('review.createdAt', 'desc')
        .orderBy('review.id', 'desc')
        .limit(limit + 1)
        .offset(offset)
        .execute();
      return { reviews: rows.slice(0, limit).map(toRecord), hasMore: rows.length > limit };
    },

    async approvedSummary(): Promise<ReviewSummary> {
      const row = await db
        .selectFrom('review')
        .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.sum<number | string | null>('stars').as('total')])
        .where('status', '=', 'approved')
        .executeTakeFirstOrThrow();
      return reviewSummary(Number(row.count), Number(row.total ?? 0));
    },

    async byStatus(status: ReviewStatus): Promise<ReviewRecord[]> {
      const rows = await recordQuery().where('review.status', '=', status).orderBy('review.createdAt', 'desc').limit(200).execute();
      return rows.map(toRecord);
    },

    async countPending(): Promise<number> {
      const row = await db
        .selectFrom('review')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async ownedBy(userId: string): Promise<OwnReview[]> {
      return db
        .selectFrom('review')
        .select(['id', 'renderId', 'stars', 'status'])
        .where('userId', '=', userId)
        .orderBy('createdAt', 'desc')
        .execute();
    },

    async decide(id: string, decision: ReviewDecision, staffId: string): Promise<void> {
      await db.updateTable('review').set({ status: decision, decidedById: staffId, decidedAt: nowIso() }).where('id', '=', id).execute();
    },
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
