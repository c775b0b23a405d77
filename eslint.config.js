import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Imports flow one way (STYLE.md): shared -> features -> app; a feature never reaches into another feature. */
const FEATURES = ['admin-fulfillment', 'admin-queue', 'admin-workbench', 'auth', 'checkout', 'contact', 'content', 'dashboard', 'gallery', 'home', 'mailbox', 'product', 'uploads'];

const featureBoundaries = FEATURES.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: ['**/app/*', '!**/app/paths.ts'], message: 'Features must not import from the app layer (paths.ts is the one exception).' },
          ...FEATURES.filter((other) => other !== feature).map((other) => ({
            group: [`**/features/${other}/**`, `../${other}/**`, `../../${other}/**`],
            message: `The ${feature} feature must not import the ${other} feature; compose them in src/app.`,
          })),
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
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
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/features/**', '**/app/**'], message: 'Shared UI and lib code must not depend on features or the app.' }] }],
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/apps/**', 'react', 'fastify'], message: 'packages/shared must stay independent of the apps.' }] }],
    },
  },
  {
    files: ['packages/render-engine/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/apps/**', 'fastify', 'kysely'], message: 'The render engine is pure image work: no server, no database.' }] }],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['../*/*-repository.ts'], message: "A module uses another module's service, never its repository." }] }],
    },
  },
  ...featureBoundaries,
);
