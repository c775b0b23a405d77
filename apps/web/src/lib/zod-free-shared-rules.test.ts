import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The shared rules the public pages (home, gallery, FAQ, product) load in the browser. Each keeps
 * its zod schemas in a `*-schemas.ts` beside it: a schema is built when its module loads, code every
 * visitor would download and run before the page answers (docs/performance.md).
 */
const SHARED = join(import.meta.dirname, '../../../../packages/shared/src');

const PUBLIC_PAGE_RULES = [
  'buyer-facts',
  'catalog',
  'english',
  'gallery',
  'policy',
  'prices',
  'product',
  'render-progress',
  'reviews',
  'shipping',
  'size',
  'staff',
  'styles',
];

/** The modules a module loads when it runs: type-only imports are erased by the build. */
function runtimeImports(source: string): string[] {
  return [...source.matchAll(/^import (?!type )[^;]*?from '([^']+)';$/gms)].map((match) => match[1]!);
}

function loadsZod(module: string, seen = new Set<string>()): boolean {
  if (seen.has(module)) return false;
  seen.add(module);
  const source = readFileSync(join(SHARED, `${module}.ts`), 'utf8');
  return runtimeImports(source).some((imported) =>
    imported.startsWith('.')
      ? loadsZod(join(dirname(module), imported).replace(/\.ts$/, ''), seen)
      : imported === 'zod' || imported.startsWith('zod/'),
  );
}

describe('rules the public pages load', () => {
  it.each(PUBLIC_PAGE_RULES)('%s loads without zod', (module) => {
    expect(loadsZod(module)).toBe(false);
  });

  it('tells a module that reaches zod through another', () => {
    expect(loadsZod('reviews-schemas')).toBe(true);
    expect(loadsZod('api/reviews')).toBe(true);
  });
});
