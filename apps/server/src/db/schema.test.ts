import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import ts from 'typescript';
import { afterEach, describe, expect, it } from 'vitest';
import { tablesOf } from '#test/catalogue.ts';
import { createTestDatabase, type TestDatabase } from '#test/test-app.ts';
import { migrateToLatest } from './database.ts';

/** Each table's columns, each with whether it may hold null. */
type Tables = Record<string, Record<string, { nullable: boolean }>>;

/** The tables `Database` in schema.ts declares, read by the type checker: a column's select type (a ColumnType's first) says whether it may be null. */
function declaredTables(): Tables {
  const file = fileURLToPath(new URL('./schema.ts', import.meta.url));
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    allowImportingTsExtensions: true,
  });
  const checker = program.getTypeChecker();
  const database = program
    .getSourceFile(file)!
    .statements.find((statement) => ts.isTypeAliasDeclaration(statement) && statement.name.text === 'Database');
  const tables: Tables = {};
  for (const table of checker.getTypeAtLocation(database!).getProperties()) {
    tables[table.name] = {};
    for (const column of checker.getTypeOfSymbol(table).getProperties()) {
      const declared = checker.getTypeOfSymbol(column);
      const selected = declared.getProperty('__select__');
      const type = selected ? checker.getTypeOfSymbol(selected) : declared;
      const parts = type.isUnion() ? type.types : [type];
      tables[table.name]![column.name] = { nullable: parts.some((part) => (part.flags & ts.TypeFlags.Null) !== 0) };
    }
  }
  return tables;
}

describe('schema.ts, the types of the tables', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
  });

  it('names every table and column the migrations make, with their nullability', async () => {
    database = await createTestDatabase();
    const { db, kind, schema } = database.handle;
    await migrateToLatest(database.handle);
    const migrated: Tables = {};
    for (const table of await tablesOf(db, schema)) {
      // SQLite lets a text primary key hold null unless told otherwise; the app never writes one.
      const primaryKey =
        kind === 'sqlite'
          ? new Set(
              (await sql<{ name: string }>`select name from pragma_table_info(${table.name}) where pk > 0`.execute(db)).rows.map(
                (row) => row.name,
              ),
            )
          : new Set<string>();
      migrated[table.name] = Object.fromEntries(
        table.columns.map((column) => [column.name, { nullable: column.isNullable && !primaryKey.has(column.name) }]),
      );
    }
    expect(migrated).toEqual(declaredTables());
  });
});
