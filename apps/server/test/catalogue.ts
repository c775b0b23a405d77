import type { Kysely, TableMetadata } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { otherSchemaDropped, otherSchemasTableGone, otherTableChanged } from '#server/db/database.ts';

const ATTEMPTS = 3;

/**
 * The tables of our schema as Kysely reads the catalogue. That read covers every schema, so it is
 * made again when another test's schema or pg-boss's tables changed meanwhile (as migrations do).
 */
export async function tablesOf(db: Kysely<Database>, schema: string | undefined): Promise<TableMetadata[]> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return (await db.introspection.getTables()).filter((table) => !schema || table.schema === schema);
    } catch (error) {
      if (attempt >= ATTEMPTS || !(otherSchemaDropped(error, schema) || otherTableChanged(error) || otherSchemasTableGone(error, schema)))
        throw error;
    }
  }
}
