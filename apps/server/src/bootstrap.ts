import fs from 'node:fs';
import { type Config, ConfigError } from './config';
import type { AppContext } from './context';
import { openDatabase } from './db/connection';
import { instanceSecret } from './db/instance-settings';
import { migrateToLatest } from './db/migrate';
import { type Logger, createLogger } from './lib/logger';
import { raiseTenantWall } from './db/tenant-wall';
import { prepareTenantWall } from './db/tenant-wall.repository';
import { openStorage } from './storage/open';

/**
 * Opens the database, brings its schema up to date and sets up storage: what the server and CLI share.
 * `log` is the process's logger (default: one on standard output at the configured level).
 */
export const createContext = async (
  config: Config,
  log: Logger = createLogger(config.logLevel),
): Promise<AppContext> => {
  fs.mkdirSync(config.dataDir, { recursive: true });
  const db = openDatabase(config.databaseUrl, {
    synchronous: config.sqliteSynchronous,
    onIdleError: (error) => log.warn({ err: error }, 'database connection lost (will reconnect)'),
  });
  try {
    await migrateToLatest(db);
    if (db.dialect === 'postgres' && config.tenantWall !== 'off') {
      const wall = await prepareTenantWall(db.kysely);
      if (wall.ready) raiseTenantWall(db);
      else if (config.tenantWall === 'required')
        throw new ConfigError(`PORTICO_TENANT_WALL is required, but ${wall.reason} (docs/deploy.md)`);
      else
        log.warn(
          { tenantWall: config.tenantWall, reason: wall.reason },
          `row-level security between tenants is not in force: ${wall.reason}; create the role as docs/deploy.md ` +
            'shows, or set PORTICO_TENANT_WALL=off to run without it knowingly',
        );
    }
    const signingSecret = await instanceSecret(db, 'file_url_signing_key');
    const storage = await openStorage(config.storage);
    return { config, db, storage, signingSecret, log };
  } catch (error) {
    await db.destroy();
    throw error;
  }
};
