/**
 * `@portico/server/testing`: the one door through which another package's tests seed a server's database.
 * The web app's browser tests (apps/web/e2e/support/seed.mjs) create their tenants, people, boards, items,
 * sessions and activity through the server's own services — those the operator CLI uses — and enter through
 * here, so no file outside the server names a server source file by its path. Never part of the built server.
 */
import type { ActivityTable } from '../db/schema';
import { createContext } from '../bootstrap';
import { simplePdf } from '../cli/demo/attachments';
import { seedDemoBoards, seedPeople } from '../cli/demo/seed';
import { loadConfig } from '../config';
import type { Tenant } from '../domain/tenant';
import { newId } from '../lib/ids';
import { type Services, createServices } from '../services';

export { newId, simplePdf };

export interface Seeder {
  /** The services of a server on the environment's database (PORTICO_DATA_DIR, DATABASE_URL …). */
  services: Services;
  /** `portico demo`'s people and boards in a tenant; `myEmail` is the client the demo boards are about. */
  seedDemo: (tenant: Tenant, myEmail: string) => Promise<void>;
  /** Entries of the activity record as it keeps them (of any age, which no service writes). */
  insertActivity: (rows: ActivityTable[]) => Promise<void>;
  /** Closes the database connection. */
  close: () => Promise<void>;
}

/** Opens the environment's database and builds the services on it. */
export const openSeeder = async (): Promise<Seeder> => {
  const ctx = await createContext(loadConfig());
  const services = createServices(ctx);
  return {
    services,
    seedDemo: async (tenant, myEmail) => {
      await seedDemoBoards(services, tenant, await seedPeople(services, tenant), myEmail);
    },
    // The rows as given, in one statement: the activity module keeps its own insert to itself (its index
    // exports the service, which stamps every entry with the present moment).
    insertActivity: async (rows) => {
      if (rows.length > 0) await ctx.db.kysely.insertInto('activity').values(rows).execute();
    },
    close: () => ctx.db.destroy(),
  };
};
