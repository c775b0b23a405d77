import type { DatabaseKind } from '../database.ts';

/** The few column types the two databases spell differently. */
export type ColumnTypes = { timestamp: 'timestamptz' | 'text'; flag: 'boolean' | 'integer' };

export function columnTypesFor(kind: DatabaseKind): ColumnTypes {
  return kind === 'postgres' ? { timestamp: 'timestamptz', flag: 'boolean' } : { timestamp: 'text', flag: 'integer' };
}
