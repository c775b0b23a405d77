import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { nowIso, toIso } from '#server/db/values.ts';
import { reviewSummary, type ReviewDecision, type ReviewStatus } from '@store/shared/reviews';
import type { OwnReview, ReviewSummary } from '@store/shared/reviews-schemas';
import type { Style } from '@store/shared/styles';
import type { AccountDirectory } from '../accounts/account-directory.ts';

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

/** What reviews show of others' rows, asked of their owners: the render's style, the writer's and the decider's names. */
export type ReviewSubjects = {
  renders: { stylesOf(ids: readonly string[]): Promise<Map<string, Style>> };
  accounts: Pick<AccountDirectory, 'contactsOf'>;
};

function recordQuery(db: Kysely<Database>) {
  return db
    .selectFrom('review')
    .select(['id', 'renderId', 'orderId', 'userId', 'stars', 'text', 'photoKey', 'status', 'decidedById', 'decidedAt', 'createdAt']);
}

type ReviewRow = Awaited<ReturnType<ReturnType<typeof recordQuery>['executeTakeFirstOrThrow']>>;

/** The rows as records; a review whose render or writer is gone is left out, as a join would. */
async function toRecords(subjects: ReviewSubjects, rows: ReviewRow[]): Promise<ReviewRecord[]> {
  const [styles, people] = await Promise.all([
    subjects.renders.stylesOf(rows.map((row) => row.renderId)),
    subjects.accounts.contactsOf(rows.flatMap((row) => (row.decidedById === null ? [row.userId] : [row.userId, row.decidedById]))),
  ]);
  return rows.flatMap(({ decidedById, ...row }) => {
    const style = styles.get(row.renderId);
    const writer = people.get(row.userId);
    if (!style || !writer) return [];
    return [
      {
        ...row,
        style,
        writerName: writer.name,
        writerEmail: writer.email,
        decidedBy: decidedById === null ? null : (people.get(decidedById)?.name ?? null),
        createdAt: toIso(row.createdAt),
        decidedAt: row.decidedAt === null ? null : toIso(row.decidedAt),
      },
    ];
  });
}

/** Newest first; one row more than asked tells whether another page follows. */
async function approved(
  db: Kysely<Database>,
  subjects: ReviewSubjects,
  limit: number,
  offset: number,
): Promise<{ reviews: ReviewRecord[]; hasMore: boolean }> {
  const rows = await recordQuery(db)
    .where('status', '=', 'approved')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .offset(offset)
    .execute();
  return { reviews: await toRecords(subjects, rows.slice(0, limit)), hasMore: rows.length > limit };
}

async function exists(db: Kysely<Database>, renderId: string, userId: string): Promise<boolean> {
  const row = await db.selectFrom('review').select('id').where('renderId', '=', renderId).where('userId', '=', userId).executeTakeFirst();
  return row !== undefined;
}

/** Buyers' reviews and staff's decisions on them. */
export function createReviewRepository(db: Kysely<Database>, subjects: ReviewSubjects) {
  return {
    async insert(review: NewReview): Promise<void> {
      await db
        .insertInto('review')
        .values({ ...review, createdAt: nowIso() })
        .execute();
    },

    async findById(id: string): Promise<ReviewRecord | null> {
      const row = await recordQuery(db).where('id', '=', id).executeTakeFirst();
      return row ? ((await toRecords(subjects, [row]))[0] ?? null) : null;
    },

    exists: (renderId: string, userId: string) => exists(db, renderId, userId),

    approved: (limit: number, offset: number) => approved(db, subjects, limit, offset),

    async approvedSummary(): Promise<ReviewSummary> {
      const row = await db
        .selectFrom('review')
        .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.sum<number | string | null>('stars').as('total')])
        .where('status', '=', 'approved')
        .executeTakeFirstOrThrow();
      return reviewSummary(Number(row.count), Number(row.total ?? 0));
    },

    async byStatus(status: ReviewStatus): Promise<ReviewRecord[]> {
      const rows = await recordQuery(db).where('status', '=', status).orderBy('createdAt', 'desc').limit(200).execute();
      return toRecords(subjects, rows);
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

    /** A deleted customer's reviews go whole, not anonymised: their text and wall photo can tell who wrote them (decision 044). */
    async eraseAllOf(userId: string): Promise<void> {
      await db.deleteFrom('review').where('userId', '=', userId).execute();
    },
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
