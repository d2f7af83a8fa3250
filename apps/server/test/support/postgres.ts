import pg from 'pg';

const baseUrl = () => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test)');
  return url;
};

/**
 * The role the app connects as in tests: an ordinary one that owns the test databases and everything in
 * them, as in production — not the superuser of TEST_DATABASE_URL, which row-level security never
 * applies to. So every PostgreSQL test runs behind the tenant wall (migration 0017).
 */
export const APP_ROLE = 'portico_app';

/** Creates the app's role on the test server when it is missing. */
export const ensureAppRole = () =>
  adminQuery(`DO $$ BEGIN
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${APP_ROLE}') THEN
      CREATE ROLE ${APP_ROLE} LOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
    END IF;
  EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$`);

/** The URL the app uses for another database on the test server (as APP_ROLE). */
export const databaseUrlFor = (name: string): string => {
  const url = new URL(baseUrl());
  url.pathname = `/${name}`;
  url.username = APP_ROLE;
  url.password = '';
  return url.toString();
};

/** Runs one statement on the test server's maintenance connection (CREATE/DROP DATABASE). */
export const adminQuery = async (statement: string): Promise<void> => {
  const client = new pg.Client({ connectionString: baseUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

/** Clones the migrated template; retries while another clone holds the template. */
export const cloneTemplate = async (template: string, name: string): Promise<void> => {
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${template} OWNER ${APP_ROLE}`);
      return;
    } catch (error) {
      const busy = error instanceof Error && /being accessed by other users/.test(error.message);
      if (!busy || attempt > 50) throw error;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
};
