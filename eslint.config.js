import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import importZones from './tools/lint/import-zones.js';
import tableOwners from './tools/lint/table-owners.js';

/** Folders-up imports: the same rule for every app file, repeated where a block sets no-restricted-imports again. */
const CLIMBING_IMPORTS = {
  group: ['../../*'],
  message: 'Import by the package name (#server/..., #web/..., #test/...) instead of climbing folders.',
};

/** Query builder calls: only a repository talks to the database (decision 016). */
const QUERY_BUILDER_CALLS = '/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|transaction|selectNoFrom)$/';

/** An endpoint's path is written once, in the API contract (packages/shared/src/api/, decision 033). */
const API_PATH_MESSAGE = 'Use the endpoint from @store/shared/api/...: its path, href() or callApi(), not a path string.';
const API_CONTRACT_RULES = [
  { selector: 'Literal[value=/^\\/api(\\/|$)/]', message: API_PATH_MESSAGE },
  { selector: 'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/api(\\/|$)/]', message: API_PATH_MESSAGE },
  {
    selector: 'CallExpression[callee.name=/^(apiFetch|callApi)$/][typeArguments]',
    message: "An API call's answer is typed by its endpoint's schema; do not pick the type by hand.",
  },
];

/** Files a tool writes: `npm run db:types` writes the table types from the migrated schema (decision 061). */
const GENERATED = ['**/*.generated.ts'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/**/*.{ts,tsx}'],
    plugins: { store: importZones },
    rules: {
      'store/import-zones': 'error',
      'no-restricted-imports': ['error', { patterns: [CLIMBING_IMPORTS] }],
    },
  },
  {
    // Tests may speak raw HTTP on purpose.
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...API_CONTRACT_RULES] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      // `import { type X }` keeps the module as a side-effect import; only `import type` leaves it out of the bundle.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@store/shared/api/*', '!@store/shared/api/routes'],
              allowTypeImports: true,
              message:
                'The web addresses the API by apiRoutes; the endpoints and their schemas are for types only, so zod stays out of the first load.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*-repository.ts', 'apps/server/src/db/**', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...API_CONTRACT_RULES,
        {
          selector: `CallExpression[callee.property.name=${QUERY_BUILDER_CALLS}]`,
          message: 'Only a *-repository.ts file builds queries; give this code a repository.',
        },
        {
          selector: "TaggedTemplateExpression[tag.name='sql']",
          message: 'Only a *-repository.ts file writes SQL; give this code a repository.',
        },
      ],
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/apps/**', 'react', 'fastify'], message: 'packages/shared must stay independent of the apps.' }] },
      ],
    },
  },
  {
    files: ['packages/render-engine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/apps/**', 'fastify', 'kysely'], message: 'The render engine is pure image work: no server, no database.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*-repository.ts', 'apps/server/src/db/**', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [CLIMBING_IMPORTS],
          paths: [
            {
              name: 'kysely',
              message: 'Only repositories and db/ know Kysely; a transaction is ambient (createTransact), never handed to another module.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    // The job engine runs every timer; an image worker's memory watchdog lives and dies with one task.
    ignores: ['apps/server/src/jobs/**', 'apps/server/src/images/worker/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        {
          name: 'setInterval',
          message: "Declare recurring work as a Schedule in the module's work; the job engine runs it (decision 034).",
        },
      ],
    },
  },
  {
    // Every table has one owner, and one file writes the render row (decision 059); migrations make the tables, tests set them up.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/db/migrations/**', '**/*.test.ts'],
    plugins: { tables: tableOwners },
    rules: { 'tables/table-owners': 'error', 'tables/render-life': 'error' },
  },
  {
    // A file is read in one sitting and a function on one screen (issue 31); tests, migrations (frozen once shipped) and generated files aside.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts', 'packages/render-engine/src/**/*.ts', 'tools/**/*.{ts,js}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'apps/server/src/db/migrations/**', ...GENERATED],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['apps/server/src/app.ts'],
    rules: { 'max-lines': ['error', { max: 120, skipBlankLines: true, skipComments: true }] },
  },
);
