import { sql, type RawBuilder } from 'kysely';
import type { DatabaseKind } from '../database.ts';

/** The few column types and literals the two databases spell differently. */
export type ColumnTypes = { timestamp: 'timestamptz' | 'text'; flag: 'boolean' | 'integer'; no: RawBuilder<unknown> };

export function columnTypesFor(kind: DatabaseKind): ColumnTypes {
  return kind === 'postgres'
    ? { timestamp: 'timestamptz', flag: 'boolean', no: sql`false` }
    : { timestamp: 'text', flag: 'integer', no: sql`0` };
}
