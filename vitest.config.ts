import { defineConfig } from 'vitest/config';

const postgres = process.env.TEST_DATABASE_URL;

const server = (name: string, db: 'sqlite' | 'postgres') => ({
  extends: './apps/server/vitest.config.ts',
  test: {
    name,
    root: './apps/server',
    env: { PORTICO_TEST_DB: db },
  },
});

export default defineConfig({
  test: {
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
    projects: [
      './packages/contract',
      server('server:sqlite', 'sqlite'),
      ...(postgres ? [server('server:postgres', 'postgres')] : []),
      './apps/web',
    ],
  },
});
