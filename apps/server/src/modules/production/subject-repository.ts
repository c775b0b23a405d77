import { z } from 'zod';
import type { Kysely, Selectable } from 'kysely';
import { CUTOUT_SOURCES, detectionSchema, type CutoutSourceName, type Detection } from '@store/shared/subject';
import type { Database, RenderSubjectTable } from '#server/db/schema.ts';
import { nowIso, toFlag, toIso } from '#server/db/values.ts';

export type SubjectRecord = {
  renderId: string;
  bikes: Detection[];
  bike: number;
  riders: Detection[];
  rider: boolean;
  automaticKey: string | null;
  /** Who made the automatic cut-out; null while none is, or for one made before the store recorded it. */
  automaticSource: CutoutSourceName | null;
  correctedKey: string | null;
  width: number | null;
  height: number | null;
  updatedAt: string;
  /** The bike the customer picked on the upload page, by its index in `bikes`; null when they picked none. */
  customerBike: number | null;
};

/** What the engine found for one choice of bike and rider. */
export type AutomaticSubject = {
  bikes: Detection[];
  bike: number;
  riders: Detection[];
  rider: boolean;
  automaticKey: string | null;
  /** Who made it (null: not recorded, as in tests that store a mask of their own). */
  source?: CutoutSourceName | null;
  width: number | null;
  height: number | null;
};

const sourceSchema = z.enum(CUTOUT_SOURCES).nullable();

const detectionsSchema = z.array(detectionSchema);

function toRecord(row: Selectable<RenderSubjectTable> & { customerBike: number | null }): SubjectRecord {
  return {
    renderId: row.renderId,
    bikes: detectionsSchema.parse(JSON.parse(row.bikes)),
    bike: row.bike,
    riders: detectionsSchema.parse(JSON.parse(row.riders)),
    rider: Boolean(row.rider),
    automaticKey: row.automaticKey,
    automaticSource: row.automaticKey ? sourceSchema.parse(row.automaticSource) : null,
    correctedKey: row.correctedKey,
    width: row.width,
    height: row.height,
    updatedAt: toIso(row.updatedAt),
    customerBike: row.customerBike,
  };
}

export function createSubjectRepository(db: Kysely<Database>) {
  return {
    async find(renderId: string): Promise<SubjectRecord | null> {
      const row = await db
        .selectFrom('renderSubject')
        .leftJoin('renderBikePick', 'renderBikePick.renderId', 'renderSubject.renderId')
        .selectAll('renderSubject')
        .select('renderBikePick.bike as customerBike')
        .where('renderSubject.renderId', '=', renderId)
        .executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    /**
     * Keeps the engine's cut-out: the first one of a render, or the one for staff's current choice.
     * A cut-out made for a choice staff have changed since is dropped.
     */
    async saveAutomatic(renderId: string, found: AutomaticSubject): Promise<void> {
      const values = {
        bikes: JSON.stringify(found.bikes),
        bike: found.bike,
        riders: JSON.stringify(found.riders),
        rider: toFlag(found.rider),
        automaticKey: found.automaticKey,
        automaticSource: found.automaticKey ? (found.source ?? null) : null,
        width: found.width,
        height: found.height,
        updatedAt: nowIso(),
      };
      await db
        .insertInto('renderSubject')
        .values({ renderId, ...values, correctedKey: null })
        .onConflict((conflict) =>
          conflict
            .column('renderId')
            .doUpdateSet(values)
            .where('renderSubject.bike', '=', found.bike)
            .where('renderSubject.rider', '=', toFlag(found.rider))
            .where('renderSubject.automaticKey', 'is', null),
        )
        .execute();
    },

    /** Staff chose another bike or rider setting: its cut-out is to be made, and a correction of the old one no longer fits. */
    async choose(renderId: string, choice: { bike: number; rider: boolean }): Promise<void> {
      await db
        .updateTable('renderSubject')
        .set({
          bike: choice.bike,
          rider: toFlag(choice.rider),
          automaticKey: null,
          automaticSource: null,
          correctedKey: null,
          updatedAt: nowIso(),
        })
        .where('renderId', '=', renderId)
        .execute();
    },

    /** The bike the customer picked at upload, kept before the render has a subject: its first cut-out starts from it. */
    async savePick(renderId: string, bike: number): Promise<void> {
      await db.insertInto('renderBikePick').values({ renderId, bike, pickedAt: nowIso() }).execute();
    },

    async pickOf(renderId: string): Promise<number | null> {
      const row = await db.selectFrom('renderBikePick').select('bike').where('renderId', '=', renderId).executeTakeFirst();
      return row?.bike ?? null;
    },

    async setCorrected(renderId: string, correctedKey: string | null): Promise<void> {
      await db.updateTable('renderSubject').set({ correctedKey, updatedAt: nowIso() }).where('renderId', '=', renderId).execute();
    },
  };
}

export type SubjectRepository = ReturnType<typeof createSubjectRepository>;
