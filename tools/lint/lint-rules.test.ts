import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

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

  it("leaves a render's production steps to the production module", async () => {
    const code = (value: string) =>
      `declare const db: any;\nexport const mark = () => db.updateTable('render').set({ reviewStartedAt: ${value} }).execute();\n`;
    expect(await problems('apps/server/src/modules/renders/render-repository.ts', code("'now'"))).toContainEqual(
      expect.stringMatching(/production module's to write/),
    );
    expect(await problems('apps/server/src/modules/renders/render-repository.ts', code('null'))).not.toContainEqual(
      expect.stringMatching(/production module's to write/),
    );
    expect(await problems('apps/server/src/modules/production/render-state-repository.ts', code("'now'"))).not.toContainEqual(
      expect.stringMatching(/production module's to write/),
    );
  });

  it('keeps the composition root short', async () => {
    const code = `${Array.from({ length: 121 }, (_, index) => `export const line${index} = ${index};`).join('\n')}\n`;
    expect(await problems('apps/server/src/app.ts', code)).toContainEqual(expect.stringMatching(/max-lines/));
  });
});
