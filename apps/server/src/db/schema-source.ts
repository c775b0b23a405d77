import { sql, type Kysely } from 'kysely';
import { format, resolveConfig } from 'prettier';
import type { Database } from './schema.ts';

/** One column of the migrated PostgreSQL schema, as the catalogue describes it. */
export type CatalogueColumn = {
  table: string;
  column: string;
  /** PostgreSQL's name for the type, as `format_type` writes it. */
  type: string;
  nullable: boolean;
  hasDefault: boolean;
  note: string | null;
  tableNote: string | null;
};

/** What each SQL type the migrations use is read back as (db/column-kinds.ts). */
const KINDS: Record<string, string> = {
  text: 'string',
  integer: 'number',
  bigint: 'BigInteger',
  boolean: 'Flag',
  'timestamp with time zone': 'Timestamp',
};

/** Kysely's own bookkeeping, not the store's. */
const MIGRATOR_TABLES = ['kysely_migration', 'kysely_migration_lock'];

/** Every column of the schema's tables, in the order the migrations made them. */
export async function readCatalogue(db: Kysely<Database>, schema: string): Promise<CatalogueColumn[]> {
  const { rows } = await sql<CatalogueColumn>`
    select c.relname as "table", a.attname as "column", format_type(a.atttypid, a.atttypmod) as "type",
      not a.attnotnull as "nullable", a.atthasdef as "hasDefault",
      col_description(c.oid, a.attnum) as "note", obj_description(c.oid, 'pg_class') as "tableNote"
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = ${schema} and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
    order by c.oid, a.attnum`.execute(db);
  return rows.filter((row) => !MIGRATOR_TABLES.includes(row.table));
}

/** The column's TypeScript type: its SQL type's kind, nullable or with a default when it is. */
export function columnKind({ table, column, type, nullable, hasDefault }: CatalogueColumn): string {
  const kind = KINDS[type];
  if (!kind) throw new Error(`${table}.${column} is ${type}, which db/schema-source.ts does not map to a type yet.`);
  if (nullable) return `Nullable<${kind}>`;
  return hasDefault ? `Defaulted<${kind}>` : kind;
}

export const tableTypeName = (table: string) => `${table[0]!.toUpperCase()}${table.slice(1)}Table`;

const docComment = (note: string | null, indent: string) => (note ? `${indent}/** ${note.replaceAll('*/', '* /')} */\n` : '');

function tableSource(columns: CatalogueColumn[]): string {
  const lines = columns.map((column) => `${docComment(column.note, '  ')}  ${column.column}: ${columnKind(column)};\n`);
  return `${docComment(columns[0]!.tableNote, '')}export type ${tableTypeName(columns[0]!.table)} = {\n${lines.join('')}};\n`;
}

/** The source of db/schema.generated.ts for these columns, before formatting. */
export function schemaSource(columns: CatalogueColumn[]): string {
  const tables = Map.groupBy(columns, (column) => column.table);
  const kinds = new Set(columns.map(columnKind).flatMap((kind) => kind.match(/[A-Z]\w+/g) ?? []));
  return [
    '// Written by `npm run db:types` from the migrated PostgreSQL schema (decision 061): do not edit.',
    '// A column is added by a migration, its note is a COMMENT ON it there, and its values are narrowed in schema.ts.',
    `import type { ${[...kinds].sort().join(', ')} } from './column-kinds.ts';`,
    '',
    [...tables.values()].map(tableSource).join('\n'),
    '/** Every table of the store, by its name. */',
    `export type Tables = {\n${[...tables.keys()].map((table) => `  ${table}: ${tableTypeName(table)};\n`).join('')}};`,
    '',
  ].join('\n');
}

/** As prettier writes the file at `path`, so that lint and the check in schema-source.test.ts agree. */
export async function formatted(source: string, path: string): Promise<string> {
  return format(source, { ...(await resolveConfig(path)), filepath: path });
}
