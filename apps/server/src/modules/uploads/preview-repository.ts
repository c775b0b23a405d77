import type { Kysely } from 'kysely';
import { inStyleOrder, type StylePreviewStatus } from '@store/shared/style-previews';
import { isStyle, STYLES, type Style } from '@store/shared/styles';
import type { Database } from '#server/db/schema.ts';
import { toIso } from '#server/db/values.ts';

export type StylePreviewRecord = { style: Style; status: StylePreviewStatus; imageKey: string | null; error: string | null };

export type PreviewSetRecord = {
  id: string;
  userId: string;
  createdAt: Date;
  photoKey: string;
  filename: string;
  /** The bike the customer picked, by its index among those the photo check found; null: none picked. */
  bike: number | null;
  previews: StylePreviewRecord[];
};

/** The files a preview set keeps in storage: its photo and the sketches painted so far. */
export type PreviewSetFiles = { id: string; keys: string[] };

type NewPreviewSet = Omit<PreviewSetRecord, 'previews'>;

async function insertSet(db: Kysely<Database>, set: NewPreviewSet): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('previewSet')
      .values({ ...set, createdAt: set.createdAt.toISOString(), submittingSince: null })
      .execute();
    await trx
      .insertInto('stylePreview')
      .values(STYLES.map((style) => ({ setId: set.id, style, status: 'queued' as const, imageKey: null, error: null })))
      .execute();
  });
}

async function findSet(db: Kysely<Database>, id: string): Promise<PreviewSetRecord | null> {
  const set = await db.selectFrom('previewSet').selectAll().where('id', '=', id).executeTakeFirst();
  if (!set) return null;
  const rows = await db.selectFrom('stylePreview').selectAll().where('setId', '=', id).execute();
  const previews = rows
    .filter((row): row is typeof row & { style: Style } => isStyle(row.style))
    .map((row) => ({ style: row.style, status: row.status, imageKey: row.imageKey, error: row.error }));
  return {
    id: set.id,
    userId: set.userId,
    createdAt: new Date(toIso(set.createdAt)),
    photoKey: set.photoKey,
    filename: set.filename,
    bike: set.bike,
    previews: inStyleOrder(previews),
  };
}

/** Each set's photo and its sketches painted so far. */
async function filesOf(db: Kysely<Database>, sets: { id: string; photoKey: string }[]): Promise<PreviewSetFiles[]> {
  if (sets.length === 0) return [];
  const images = await db
    .selectFrom('stylePreview')
    .select(['setId', 'imageKey'])
    .where(
      'setId',
      'in',
      sets.map((set) => set.id),
    )
    .where('imageKey', 'is not', null)
    .execute();
  return sets.map((set) => ({
    id: set.id,
    keys: [set.photoKey, ...images.filter((image) => image.setId === set.id).map((image) => image.imageKey!)],
  }));
}

export function createPreviewRepository(db: Kysely<Database>) {
  return {
    /** The set and one queued sketch per style, together. */
    insert: (set: NewPreviewSet) => insertSet(db, set),

    find: (id: string) => findSet(db, id),

    /**
     * Claims the set for one submit, in one conditional UPDATE: false while another submit holds it
     * (a claim older than `staleBefore` was left by a crash and is taken over).
     */
    async claimForSubmit(id: string, now: Date, staleBefore: Date): Promise<boolean> {
      const result = await db
        .updateTable('previewSet')
        .set({ submittingSince: now.toISOString() })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('submittingSince', 'is', null), eb('submittingSince', '<', staleBefore.toISOString())]))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** The customer picked another bike: every sketch is to be painted again (their files are the caller's to delete). */
    async chooseBike(id: string, bike: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('previewSet').set({ bike }).where('id', '=', id).execute();
        await trx.updateTable('stylePreview').set({ status: 'queued', imageKey: null, error: null }).where('setId', '=', id).execute();
      });
    },

    /** The submit was refused (warnings, the day's limit): the set may be submitted again. */
    async releaseSubmit(id: string): Promise<void> {
      await db.updateTable('previewSet').set({ submittingSince: null }).where('id', '=', id).execute();
    },

    async setStatus(setId: string, style: Style, change: { status: StylePreviewStatus; imageKey?: string; error?: string }): Promise<void> {
      await db
        .updateTable('stylePreview')
        .set({ status: change.status, imageKey: change.imageKey ?? null, error: change.error ?? null })
        .where('setId', '=', setId)
        .where('style', '=', style)
        .execute();
    },

    /** Sketches not yet finished are given up on (the painting failed as a whole). */
    async failUnfinished(setId: string, error: string): Promise<void> {
      await db
        .updateTable('stylePreview')
        .set({ status: 'failed', error })
        .where('setId', '=', setId)
        .where('status', 'in', ['queued', 'painting'])
        .execute();
    },

    async filesOfUser(userId: string): Promise<PreviewSetFiles[]> {
      return filesOf(db, await db.selectFrom('previewSet').select(['id', 'photoKey']).where('userId', '=', userId).execute());
    },

    async filesStartedBefore(cutoff: Date): Promise<PreviewSetFiles[]> {
      return filesOf(
        db,
        await db.selectFrom('previewSet').select(['id', 'photoKey']).where('createdAt', '<', cutoff.toISOString()).execute(),
      );
    },

    /** The set and its sketches' rows. */
    async delete(id: string): Promise<void> {
      await db.deleteFrom('previewSet').where('id', '=', id).execute();
    },
  };
}

export type PreviewRepository = ReturnType<typeof createPreviewRepository>;
