import { availableParallelism } from 'node:os';
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
    // Vitest's default (one worker fewer than cores) runs the suite serially on a 2-core machine, where most
    // test files wait on child processes and PostgreSQL rather than on the CPU: two workers halve the time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
    projects: [
      './packages/contract',
      './packages/messages',
      server('server:sqlite', 'sqlite'),
      ...(postgres ? [server('server:postgres', 'postgres')] : []),
      './apps/web',
      // The repository's own scripts (scripts/*.mjs: the Chromium finder of `npm test`).
      { test: { name: 'scripts', root: './scripts', include: ['*.test.mjs'] } },
    ],
  },
});
