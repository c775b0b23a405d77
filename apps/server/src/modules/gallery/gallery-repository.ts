import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { nowIso, toIso } from '#server/db/values.ts';
import type { ConsentSource } from '@store/shared/gallery';
import type { GalleryConsent } from '@store/shared/gallery-schemas';

export type ConsentRecord = { renderId: string; userId: string; givenAt: string | null; inGallery: boolean };

/** Customers' gallery consents, per render, and the renders staff put in the gallery. */
export function createGalleryRepository(db: Kysely<Database>) {
  function consentQuery() {
    return db
      .selectFrom('galleryConsent')
      .leftJoin('galleryEntry', 'galleryEntry.renderId', 'galleryConsent.renderId')
      .select(['galleryConsent.renderId', 'galleryConsent.userId', 'galleryConsent.givenAt', 'galleryEntry.addedAt']);
  }

  function toRecord(row: {
    renderId: string;
    userId: string;
    givenAt: Date | string | null;
    addedAt: Date | string | null;
  }): ConsentRecord {
    return {
      renderId: row.renderId,
      userId: row.userId,
      givenAt: row.givenAt === null ? null : toIso(row.givenAt),
      inGallery: row.addedAt !== null,
    };
  }

  return {
    async consentOf(renderId: string): Promise<ConsentRecord | null> {
      const row = await consentQuery().where('galleryConsent.renderId', '=', renderId).executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async consentsOf(userId: string): Promise<GalleryConsent[]> {
      const rows = await consentQuery().where('galleryConsent.userId', '=', userId).execute();
      return rows.map((row) => ({ renderId: row.renderId, consented: row.givenAt !== null, inGallery: row.addedAt !== null }));
    },

    /** Consent given, or withdrawn: the latest answer is the one that counts, with when and where it was given. */
    async answer(renderId: string, userId: string, consented: boolean, source: ConsentSource): Promise<void> {
      const now = nowIso();
      const answer = consented ? { givenAt: now, withdrawnAt: null } : { givenAt: null, withdrawnAt: now };
      await db
        .insertInto('galleryConsent')
        .values({ renderId, userId, source, ...answer, updatedAt: now })
        .onConflict((conflict) => conflict.column('renderId').doUpdateSet({ source, ...answer, updatedAt: now }))
        .execute();
    },

    /** Renders whose customers consent now, most recently consented first. */
    async consented(): Promise<ConsentRecord[]> {
      const rows = await consentQuery().where('galleryConsent.givenAt', 'is not', null).orderBy('galleryConsent.givenAt', 'desc').execute();
      return rows.map(toRecord);
    },

    async addEntry(renderId: string, addedById: string): Promise<void> {
      await db
        .insertInto('galleryEntry')
        .values({ renderId, addedById, addedAt: nowIso() })
        .onConflict((conflict) => conflict.column('renderId').doNothing())
        .execute();
    },

    async removeEntry(renderId: string): Promise<void> {
      await db.deleteFrom('galleryEntry').where('renderId', '=', renderId).execute();
    },

    async hasEntry(renderId: string): Promise<boolean> {
      return (await db.selectFrom('galleryEntry').select('renderId').where('renderId', '=', renderId).executeTakeFirst()) !== undefined;
    },

    /** The gallery, newest first. */
    async entries(): Promise<{ renderId: string; addedAt: string }[]> {
      const rows = await db.selectFrom('galleryEntry').select(['renderId', 'addedAt']).orderBy('addedAt', 'desc').execute();
      return rows.map((row) => ({ renderId: row.renderId, addedAt: toIso(row.addedAt) }));
    },

    /** A deleted customer's consents go with their account, and the gallery entries they allowed. */
    async eraseAllOf(userId: string): Promise<void> {
      await db
        .deleteFrom('galleryEntry')
        .where('renderId', 'in', db.selectFrom('galleryConsent').select('renderId').where('userId', '=', userId))
        .execute();
      await db.deleteFrom('galleryConsent').where('userId', '=', userId).execute();
    },
  };
}

export type GalleryRepository = ReturnType<typeof createGalleryRepository>;
