import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';

/** A round trip to the database, for the health check. */
export const pingDatabase = async (db: Kysely<Database>): Promise<void> => {
  await sql`select 1`.execute(db);
};
