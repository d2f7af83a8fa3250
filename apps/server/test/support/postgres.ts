import pg from 'pg';

const baseUrl = () => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test)');
  return url;
};

/** The URL of another database on the test server. */
export const databaseUrlFor = (name: string): string => {
  const url = new URL(baseUrl());
  url.pathname = `/${name}`;
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
      await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      return;
    } catch (error) {
      const busy = error instanceof Error && /being accessed by other users/.test(error.message);
      if (!busy || attempt > 50) throw error;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
};
