import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createMigratedTestDatabase, type TestDatabase } from '#test/test-app.ts';
import { columnKind, formatted, readCatalogue, schemaSource, type CatalogueColumn } from './schema-source.ts';

const GENERATED = fileURLToPath(new URL('./schema.generated.ts', import.meta.url));

const column = (overrides: Partial<CatalogueColumn>): CatalogueColumn => ({
  table: 'order',
  column: 'notes',
  type: 'text',
  nullable: false,
  hasDefault: false,
  note: null,
  tableNote: null,
  ...overrides,
});

describe('the table types written from the migrated schema (npm run db:types)', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
  });

  it('reads each SQL type as both databases give it back, and lets an insert leave out a nullable or defaulted column', () => {
    expect(columnKind(column({}))).toBe('string');
    expect(columnKind(column({ type: 'integer', hasDefault: true }))).toBe('Defaulted<number>');
    expect(columnKind(column({ type: 'timestamp with time zone', nullable: true, hasDefault: true }))).toBe('Nullable<Timestamp>');
    expect(columnKind(column({ type: 'boolean' }))).toBe('Flag');
    expect(columnKind(column({ type: 'bigint' }))).toBe('BigInteger');
    expect(() => columnKind(column({ type: 'jsonb' }))).toThrow(
      'order.notes is jsonb, which db/schema-source.ts does not map to a type yet.',
    );
  });

  it("writes the tables' and columns' notes above their types, and imports only the kinds it uses", async () => {
    const source = await formatted(
      schemaSource([
        column({ table: 'cart', column: 'userId', tableNote: 'A saved cart.' }),
        column({ table: 'cart', column: 'entries', note: 'JSON: the saved entries.', tableNote: 'A saved cart.' }),
        column({ table: 'cart', column: 'updatedAt', type: 'timestamp with time zone', tableNote: 'A saved cart.' }),
      ]),
      GENERATED,
    );
    expect(source).toContain("import type { Timestamp } from './column-kinds.ts';");
    expect(source).toContain(
      '/** A saved cart. */\nexport type CartTable = {\n  userId: string;\n  /** JSON: the saved entries. */\n  entries: string;\n  updatedAt: Timestamp;\n};',
    );
    expect(source).toContain('export type Tables = {\n  cart: CartTable;\n};');
  });

  it('is what the committed schema.generated.ts says: a migration without `npm run db:types` after it fails here', async () => {
    database = await createMigratedTestDatabase();
    const columns = await readCatalogue(database.handle.db, database.handle.schema ?? 'public');
    expect(columns.length).toBeGreaterThan(300);
    expect(await formatted(schemaSource(columns), GENERATED)).toBe(readFileSync(GENERATED, 'utf8'));
  });
});
