import fs from 'node:fs';
import type { Config } from './config';
import type { AppContext } from './context';
import { openDatabase } from './db/connection';
import { instanceSecret } from './db/instance-settings';
import { migrateToLatest } from './db/migrate';
import { openStorage } from './storage/open';

/** Opens the database, brings its schema up to date and sets up storage: what the server and CLI share. */
export const createContext = async (config: Config): Promise<AppContext> => {
  fs.mkdirSync(config.dataDir, { recursive: true });
  const db = openDatabase(config.databaseUrl, {
    synchronous: config.sqliteSynchronous,
    onIdleError: (error) => console.warn(`database connection lost (will reconnect): ${error.message}`),
  });
  try {
    await migrateToLatest(db);
    const signingSecret = await instanceSecret(db, 'file_url_signing_key');
    const storage = await openStorage(config.storage);
    return { config, db, storage, signingSecret };
  } catch (error) {
    await db.destroy();
    throw error;
  }
};
