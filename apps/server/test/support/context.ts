import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { createContext } from '../../src/bootstrap';
import { type Config, loadConfig } from '../../src/config';
import type { AppContext } from '../../src/context';
import { adminQuery, cloneTemplate, databaseUrlFor } from './postgres';

export const testDialect = (): 'sqlite' | 'postgres' =>
  process.env.PORTICO_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

export interface TestDatabase {
  url: string;
  dataDir: string;
  drop: () => Promise<void>;
}

/** A fresh database (SQLite file, or a PostgreSQL clone of the migrated template) and a data dir. */
export const createTestDatabase = async (): Promise<TestDatabase> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-test-'));
  if (testDialect() === 'postgres') {
    const template = inject('pgTemplate');
    if (!template) throw new Error('The PostgreSQL template was not prepared by the global setup');
    const name = `portico_t_${randomBytes(6).toString('hex')}`;
    await cloneTemplate(template, name);
    return {
      url: databaseUrlFor(name),
      dataDir,
      drop: async () => {
        await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  return {
    url: `sqlite:${path.join(dataDir, 'portico.db')}`,
    dataDir,
    drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
};

/** The configuration tests run with: the test database, quiet logs, a loopback base URL. */
export const testConfig = (db: TestDatabase, overrides: Partial<Config> = {}): Config => ({
  ...loadConfig({
    DATABASE_URL: db.url,
    PORTICO_DATA_DIR: db.dataDir,
    PORTICO_LOG_LEVEL: 'silent',
    PORTICO_BASE_URL: 'http://localhost:3000',
    PORTICO_WEB_DIST: path.join(db.dataDir, 'no-web-build'),
  }),
  ...overrides,
});

export const createTestContext = async (
  overrides: Partial<Config> = {},
): Promise<{ ctx: AppContext; db: TestDatabase; close: () => Promise<void> }> => {
  const db = await createTestDatabase();
  const ctx = await createContext(testConfig(db, overrides));
  return {
    ctx,
    db,
    close: async () => {
      await ctx.db.destroy();
      await db.drop();
    },
  };
};
