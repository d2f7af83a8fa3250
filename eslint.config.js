import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import portico from './tools/eslint-boundaries.js';

const WEB_SRC = './apps/web/src';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'reports/**',
      'data/**',
      'coverage/**',
      '**/playwright-report/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Kysely and SQL stay inside repositories (and the db layer).
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.repository.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'kysely', message: 'Database access belongs in *.repository.ts files.' }],
          // activity, boards, console, items, mail and people are used by other modules through their index.ts (their public API).
          patterns: [
            {
              regex: '^\\.\\./(activity|boards|console|items|mail|people)/',
              message: 'Import another module through its index (e.g. ../items), not its internals.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server writes every line through its logger (lib/logger.ts), in one JSON format; only the CLI prints.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/cli/**', '**/*.test.ts'],
    // Not no-console: its options are merged, so the warn and error allowed above would stay allowed.
    rules: {
      'no-restricted-globals': [
        'error',
        {
          name: 'console',
          message: 'The server logs through its logger (lib/logger.ts); only the CLI prints.',
        },
      ],
    },
  },
  {
    // The CLI prints to the terminal by design.
    files: ['apps/server/src/cli/**/*.ts', 'apps/server/bench/**/*.ts', 'scripts/**/*.mjs'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Imports flow one way: shared (components, lib, hooks) → features → app; features never import each
    // other (bulletproof-react).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { portico },
    rules: { 'portico/boundaries': ['error', { srcDir: WEB_SRC }] },
  },
);
