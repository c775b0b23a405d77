import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import tableOwners from './table-owners.js';

const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

// Loading the configuration (typescript-eslint, the project's rules) takes seconds on a busy machine: once, before the tests.
beforeAll(() => eslint.calculateConfigForFile('apps/server/src/app.ts'), 60_000);

/** The messages the project's own lint configuration gives this code at this path. */
async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

const web = 'apps/web/src';

describe('import zones', () => {
  it.each([
    ['../../gallery/components/sample-card.tsx', `${web}/features/home/components/hero.tsx`],
    ['../../../features/gallery/components/sample-card.tsx', `${web}/features/home/components/hero.tsx`],
    ['#web/features/gallery/components/sample-card.tsx', `${web}/features/home/components/hero.tsx`],
  ])('refuses a cross-feature import %s', async (specifier, filePath) => {
    expect(await problems(filePath, `import { x } from '${specifier}';\nexport const y = x;\n`)).toContainEqual(
      expect.stringMatching(/home feature must not import the gallery feature/),
    );
  });

  it('lets a feature import itself, lib, components and config', async () => {
    const code = [
      "import { a } from '#web/features/home/components/a.tsx';",
      "import { b } from '#web/lib/api-client.ts';",
      "import { c } from '#web/components/button.tsx';",
      "import { d } from '#web/config/paths.ts';",
      'export const all = [a, b, c, d];',
      '',
    ].join('\n');
    expect((await problems(`${web}/features/home/pages/home-page.tsx`, code)).filter((message) => message.startsWith('store/'))).toEqual(
      [],
    );
  });

  it('refuses a feature importing the app layer', async () => {
    expect(
      await problems(`${web}/features/home/pages/home-page.tsx`, "import { x } from '#web/app/router.tsx';\nexport const y = x;\n"),
    ).toContainEqual(expect.stringMatching(/must not import the app layer/));
  });

  it('refuses lib importing a feature', async () => {
    expect(
      await problems(`${web}/lib/thing.ts`, "import { x } from '../features/home/api/get-home.ts';\nexport const y = x;\n"),
    ).toContainEqual(expect.stringMatching(/src\/lib is below features/));
  });

  it("refuses a server module importing another module's repository", async () => {
    expect(
      await problems(
        'apps/server/src/modules/cart/cart-service.ts',
        "import { x } from '#server/modules/orders/order-repository.ts';\nexport const y = x;\n",
      ),
    ).toContainEqual(expect.stringMatching(/cart module uses the orders module's service/));
  });

  it('refuses climbing two folders', async () => {
    expect(
      await problems('apps/server/src/modules/cart/cart-service.ts', "import { x } from '../../config.ts';\nexport const y = x;\n"),
    ).toContainEqual(expect.stringMatching(/Import by the package name/));
  });
});

describe('repositories only', () => {
  it.each(['db.selectFrom("user").selectAll().execute()', 'db.transaction().execute(async () => {})', 'sql`select 1`.execute(db)'])(
    'refuses %s outside a repository',
    async (call) => {
      const code = `declare const db: any; declare const sql: any;\nexport const run = () => ${call};\n`;
      expect(await problems('apps/server/src/modules/cart/cart-service.ts', code)).toContainEqual(
        expect.stringMatching(/Only a \*-repository\.ts file/),
      );
      expect(
        (await problems('apps/server/src/modules/cart/cart-repository.ts', code)).filter((message) =>
          message.includes('repository.ts file'),
        ),
      ).toEqual([]);
    },
  );
});

describe('a codebase a newcomer can change (decision 034)', () => {
  it('keeps Kysely to repositories and db/', async () => {
    const code = "import type { Kysely } from 'kysely';\nexport type K = Kysely<object>;\n";
    expect(await problems('apps/server/src/modules/orders/refunds.ts', code)).toContainEqual(
      expect.stringMatching(/Only repositories and db\//),
    );
    expect(await problems('apps/server/src/modules/orders/refund-repository.ts', code)).toEqual([]);
    expect(await problems('apps/server/src/db/transaction.ts', code)).toEqual([]);
  });

  it('leaves timers to the job engine', async () => {
    const code = 'export const timer = setInterval(() => undefined, 1000);\n';
    expect(await problems('apps/server/src/maintenance/sweeper.ts', code)).toContainEqual(
      expect.stringMatching(/Declare recurring work as a Schedule/),
    );
    expect(await problems('apps/server/src/jobs/embedded-job-queue.ts', code)).toEqual([]);
  });

  it('leaves the render row to its one life file', async () => {
    const code = (value: string) =>
      `declare const db: any;\nexport const mark = () => db.updateTable('render').set({ reviewStartedAt: ${value} }).execute();\n`;
    for (const value of ["'now'", 'null']) {
      expect(await problems('apps/server/src/modules/renders/render-repository.ts', code(value))).toContainEqual(
        expect.stringMatching(/render-life-repository\.ts writes the render row/),
      );
    }
    expect(await problems('apps/server/src/modules/production/render-state-repository.ts', code("'now'"))).toContainEqual(
      expect.stringMatching(/render table belongs to modules\/renders/),
    );
    expect(
      (await problems('apps/server/src/modules/renders/render-life-repository.ts', code("'now'"))).filter((message) =>
        message.startsWith('tables/'),
      ),
    ).toEqual([]);
  });

  it('keeps the composition root short', async () => {
    const code = `${Array.from({ length: 121 }, (_, index) => `export const line${index} = ${index};`).join('\n')}\n`;
    expect(await problems('apps/server/src/app.ts', code)).toContainEqual(expect.stringMatching(/max-lines/));
  });

  it('refuses a source file over 300 lines and a function over 80, but not in a test (issue 31)', async () => {
    const longFile = `${Array.from({ length: 301 }, (_, index) => `export const line${index} = ${index};`).join('\n')}\n`;
    const longFunction = `export function long() {\n${Array.from({ length: 80 }, (_, index) => `  console.log(${index});`).join('\n')}\n}\n`;
    for (const filePath of ['apps/server/src/modules/cart/cart-rules.ts', `${web}/features/home/home-rules.ts`, 'tools/bench/rules.ts']) {
      expect(await problems(filePath, longFile)).toContainEqual(expect.stringMatching(/^max-lines: /));
      expect(await problems(filePath, longFunction)).toContainEqual(expect.stringMatching(/^max-lines-per-function: /));
    }
    expect(await problems('apps/server/src/modules/cart/cart.test.ts', longFunction)).not.toContainEqual(
      expect.stringMatching(/max-lines-per-function/),
    );
  });
});

describe('table ownership and the render row (decision 059)', () => {
  RuleTester.describe = describe;
  RuleTester.it = it;
  RuleTester.itOnly = it.only;
  const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
  const server = (file: string) => new URL(`../../apps/server/src/${file}`, import.meta.url).pathname;
  const owned = 'declare const db: any;\nexport const find = () => db.selectFrom("order").selectAll().execute();\n';

  tester.run('table-owners', tableOwners.rules['table-owners'], {
    valid: [
      { filename: server('modules/orders/order-repository.ts'), code: owned },
      {
        filename: server('modules/uploads/upload-window-repository.ts'),
        code: "declare const db: any;\nexport const f = (table: 'uploadWindow' | 'previewWindow') => db.selectFrom(table).selectAll();\n",
      },
      {
        filename: server('modules/gift-cards/gift-card-repository.ts'),
        code: 'declare const db: any;\nconst spent = db.selectFrom("giftCardHold").select("id").as("spent");\nexport const f = () => db.selectFrom("giftCard").leftJoin(spent, "spent.id", "giftCard.id");\n',
      },
      {
        filename: server('jobs/job-repository.ts'),
        code: 'declare const db: any;\nexport const f = () => db.deleteFrom("backgroundJob");\n',
      },
    ],
    invalid: [
      {
        filename: server('modules/exports/exports-repository.ts'),
        code: owned,
        errors: [{ message: /order table belongs to modules\/orders/ }],
      },
      {
        filename: server('modules/renders/render-repository.ts'),
        code: 'declare const db: any;\nexport const f = () => db.selectFrom("render").where(({ exists, selectFrom }: any) => exists(selectFrom("orderLine as l").select("l.id")));\n',
        errors: [{ message: /orderLine table belongs to modules\/orders/ }],
      },
      {
        filename: server('modules/accounts/account-erasure-repository.ts'),
        code: 'declare const db: any;\nexport const f = () => db.updateTable(["user", "giftCard"]).set({ a: 1 });\n',
        errors: [{ message: /giftCard table belongs to modules\/gift-cards/ }],
      },
      {
        filename: server('modules/analytics/insights-repository.ts'),
        code: 'declare const db: any; declare const sql: any;\nexport const f = () => sql`select count(*) from "order"`.execute(db);\n',
        errors: [{ message: /order table belongs to modules\/orders/ }],
      },
      {
        filename: server('modules/contact/contact-repository.ts'),
        code: 'declare const db: any;\nexport const f = (table: string) => db.selectFrom(table).selectAll();\n',
        errors: [{ message: /Name the table with a string literal/ }],
      },
      {
        filename: server('db/order-lines.ts'),
        code: 'declare const db: any;\nexport const f = () => db.insertInto("orderLine").values({});\n',
        errors: [{ message: /orderLine table belongs to modules\/orders; db asks/ }],
      },
    ],
  });

  const write = (value: string) =>
    `declare const db: any;\nexport const f = () => db.updateTable('render').set({ reviewStartedAt: ${value} }).execute();\n`;
  tester.run('render-life', tableOwners.rules['render-life'], {
    valid: [
      { filename: server('modules/renders/render-life-repository.ts'), code: write("'now'") },
      {
        filename: server('modules/renders/render-repository.ts'),
        code: 'declare const db: any;\nexport const f = () => db.selectFrom("render").selectAll();\n',
      },
    ],
    invalid: [
      // No column or value lets a write through: clearing a step is a change of the render's life too.
      { filename: server('modules/renders/render-repository.ts'), code: write('null'), errors: 1 },
      { filename: server('modules/renders/render-repository.ts'), code: write("'now'"), errors: 1 },
      { filename: server('modules/production/render-state-repository.ts'), code: write("'now'"), errors: 1 },
      {
        filename: server('modules/renders/render-repository.ts'),
        code: 'declare const db: any;\nexport const f = () => db.deleteFrom("render").where("id", "=", "x");\n',
        errors: 1,
      },
      {
        filename: server('modules/renders/render-repository.ts'),
        code: 'declare const db: any; declare const sql: any;\nexport const f = () => sql`update render set status = ${"complete"}`.execute(db);\n',
        errors: 1,
      },
    ],
  });
});
