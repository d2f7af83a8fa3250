import type { Config } from './config';
import type { Db } from './db/connection';
import type { Logger } from './lib/logger';
import type { FileStorage } from './storage/storage';

/** What every service is built from. Created once in app.ts (or by the CLI) and passed down explicitly. */
export interface AppContext {
  config: Config;
  db: Db;
  storage: FileStorage;
  /** HMAC key for signed file URLs; kept in the database so every instance shares it. */
  signingSecret: string;
  /** The process's logger (lib/logger.ts): Fastify's too, so every line has one format. */
  log: Logger;
}
