import { describe, expect, it } from 'vitest';
import { importedFiles, touchedTests, workspaceSpecifiers } from './touched-tests.ts';

describe('the tests a change touches', () => {
  const importsOf = new Map([
    ['packages/shared/src/cart.test.ts', ['packages/shared/src/cart.ts']],
    ['apps/server/src/modules/cart/cart.test.ts', ['apps/server/test/test-app.ts', 'packages/shared/src/cart.ts']],
    ['apps/server/src/modules/orders/orders.test.ts', ['apps/server/test/test-app.ts']],
    ['apps/web/src/features/cart/cart-drawer.test.tsx', ['apps/web/src/features/cart/cart-store.ts']],
  ]);

  it('are the tests that import a changed module themselves, not those that reach it through others', () => {
    expect(touchedTests(['packages/shared/src/cart.ts'], importsOf)).toEqual([
      'apps/server/src/modules/cart/cart.test.ts',
      'packages/shared/src/cart.test.ts',
    ]);
    expect(touchedTests(['apps/server/test/test-app.ts'], importsOf)).toEqual([
      'apps/server/src/modules/cart/cart.test.ts',
      'apps/server/src/modules/orders/orders.test.ts',
    ]);
  });

  it('include a changed test, and the tests beside a changed module even when they reach it through the app', () => {
    expect(touchedTests(['apps/server/src/modules/orders/orders.test.ts'], importsOf)).toEqual([
      'apps/server/src/modules/orders/orders.test.ts',
    ]);
    expect(touchedTests(['apps/server/src/modules/orders/order-repository.ts'], importsOf)).toEqual([
      'apps/server/src/modules/orders/orders.test.ts',
    ]);
    expect(touchedTests(['apps/web/src/features/cart/cart-drawer.tsx'], importsOf)).toEqual([
      'apps/web/src/features/cart/cart-drawer.test.tsx',
    ]);
  });

  it('are none for a change no test imports or sits beside', () => {
    expect(touchedTests(['README.md', 'apps/server/src/modules/orders/README.md', 'apps/server/src/server.ts'], importsOf)).toEqual([]);
  });
});

describe('the repository files a test imports', () => {
  // As the workspaces' package.json files say (tools/test/changed.ts reads them).
  const workspace = [
    ...workspaceSpecifiers('packages/shared', { name: '@store/shared', exports: { './*': './src/*.ts' } }),
    ...workspaceSpecifiers('packages/render-engine', { name: '@store/render-engine', exports: { './*': './src/*.ts' } }),
    ...workspaceSpecifiers('apps/web', { name: '@store/web', imports: { '#web/*': './src/*' } }),
    ...workspaceSpecifiers('apps/server', { name: '@store/server', imports: { '#server/*': './src/*', '#test/*': './test/*' } }),
  ];

  it("resolve relative paths, the packages' exports and the apps' subpath imports, and leave out node_modules", () => {
    const source = [
      "import { describe } from 'vitest';",
      "import { cartRules } from '@store/shared/cart';",
      "import { sketch } from '@store/render-engine/paint/sketch';",
      "import { Button } from '#web/components/button.tsx';",
      "import { createTestApp } from '#test/test-app.ts';",
      "import { config } from '#server/config.ts';",
      "import type { Cart } from '../cart-store.ts';",
      "import './setup.ts';",
      "const later = await import('./lazy.ts');",
    ].join('\n');
    expect(importedFiles('apps/web/src/features/cart/components/drawer.test.tsx', source, workspace)).toEqual([
      'packages/shared/src/cart.ts',
      'packages/render-engine/src/paint/sketch.ts',
      'apps/web/src/components/button.tsx',
      'apps/server/test/test-app.ts',
      'apps/server/src/config.ts',
      'apps/web/src/features/cart/cart-store.ts',
      'apps/web/src/features/cart/components/setup.ts',
      'apps/web/src/features/cart/components/lazy.ts',
    ]);
  });
});
