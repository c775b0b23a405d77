import type { ColumnType, InsertType, SelectType, UpdateType } from 'kysely';

/**
 * The column types `db/schema.generated.ts` is written in (decision 061): what each SQL type reads
 * back as on both databases, and what an insert must give.
 */

/** Dates are written as ISO strings; PostgreSQL reads them back as Date, SQLite as text. */
export type Timestamp = ColumnType<Date | string, string, string>;
/** Booleans are written as 1/0, which both databases accept; read back as boolean or number. */
export type Flag = ColumnType<boolean | number, number, number>;
/** A bigint: node-postgres reads it back as text, to lose no digits. */
export type BigInteger = ColumnType<number | string, number, number>;
/** A column that may hold null: an insert may leave it out, and it is null then. */
export type Nullable<T> = ColumnType<SelectType<T> | null, InsertType<T> | null | undefined, UpdateType<T> | null>;
/** A column with a default: an insert may leave it out. */
export type Defaulted<T> = ColumnType<SelectType<T>, InsertType<T> | undefined, UpdateType<T>>;
