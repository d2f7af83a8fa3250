import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrate';
import { adminQuery, databaseUrlFor } from './support/postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string | null;
  }
}

/**
 * For the PostgreSQL project: migrates one template database; every test file then gets its own
 * database cloned from it (see support/postgres.ts), so files run in parallel without sharing rows.
 */
export default async function setup(project: TestProject) {
  if (process.env.PORTICO_TEST_DB !== 'postgres' && project.config.env?.PORTICO_TEST_DB !== 'postgres') {
    project.provide('pgTemplate', null);
    return;
  }
  const name = `portico_tpl_${process.pid}_${Date.now().toString(36)}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const db = openDatabase(databaseUrlFor(name), { poolSize: 1 });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  project.provide('pgTemplate', name);
  return async () => {
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
}
