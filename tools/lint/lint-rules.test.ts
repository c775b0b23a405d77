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
