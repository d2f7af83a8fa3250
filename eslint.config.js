import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import portico from './tools/eslint-boundaries.js';
import i18n from './tools/eslint-i18n.js';
import moduleGraph from './tools/eslint-module-graph.js';

const WEB_SRC = './apps/web/src';

/**
 * Deep imports into another server module that are still allowed, `[from, to]` relative to apps/server/src:
 * each should become an import of the module's index.ts (or of a service it passes in), then leave this list.
 */
const DEEP_IMPORTS = [
  // Transactional reads and writes of an account during a reset (same transaction as the spent link); the
  // users service takes no executor yet.
  ['modules/auth/password-reset.service', 'modules/users/users.repository'],
  // The composition root wires the sessions' revocation into the users service (users.service `revokeSessions`).
  ['services', 'modules/auth/auth.repository'],
];

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
        },
      ],
    },
  },
  {
    // The module graph points one way (tools/eslint-module-graph.js): no import cycle, type imports included.
    files: ['apps/server/src/**/*.ts', 'packages/contract/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    plugins: { graph: moduleGraph },
    rules: {
      'graph/no-cycle': [
        'error',
        {
          roots: ['apps/server/src', 'packages/contract/src', 'apps/web/src'],
          alias: { '@/': 'apps/web/src/' },
        },
      ],
    },
  },
  {
    // A server module is entered through its index.ts, type imports included; DEEP_IMPORTS lists what is left.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { graph: moduleGraph },
    rules: { 'graph/module-boundaries': ['error', { srcDir: 'apps/server/src', allow: DEEP_IMPORTS }] },
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
  {
    // Test helpers and fixtures live in apps/web/test (`@test/…`): the app itself never imports them.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@test/*'], message: 'Test helpers are for tests: the app does not import them.' },
          ],
        },
      ],
    },
  },
  {
    // Issue 26: text people read comes from the catalogue (tools/eslint-i18n.js), in every language.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    plugins: { i18n },
    rules: { 'i18n/no-literal-text': 'error' },
  },
);
