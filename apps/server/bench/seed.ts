import { createContext } from '../src/bootstrap';
import { DEMO } from '../src/cli/demo/tenant';
import { seedDemo } from '../src/cli/demo/seed';
import { loadConfig } from '../src/config';
import { createServices } from '../src/services';
import { addProseBoard } from './prose';

export interface BenchData {
  slug: string;
  tenantId: string;
  email: string;
  password: string;
  boardId: string;
  /** The first items of the large board, in board order (W5, W6 rotate over them). */
  itemIds: string[];
  /** The text column W6 writes. */
  notesColumnId: string;
  /** The status column the staff board's sorted page (S2) sorts by. */
  statusColumnId: string;
  /** A staff member of the tenant (the console's workloads). */
  staffEmail: string;
  staffPassword: string;
  /** The prose board (bench/prose.ts), as large as the other. */
  proseBoardId: string;
  seconds: number;
}

/** Seeds the demo tenant and the large board into the benchmark database, in this process. */
export const seedBenchData = async (env: Record<string, string>, items: number): Promise<BenchData> => {
  const started = Date.now();
  const ctx = await createContext(loadConfig({ ...env, PORTICO_LOG_LEVEL: 'silent' }));
  try {
    const services = createServices(ctx);
    const { tenant, large } = await seedDemo(services, { items });
    const boardId = large?.id as string;
    const columns = await services.boards.allColumns(tenant.id, boardId);
    const itemIds = await services.items.firstItemIds(tenant.id, boardId, 1000);
    const proseBoardId = await addProseBoard(services, tenant, items);
    return {
      slug: DEMO.slug,
      tenantId: tenant.id,
      email: DEMO.email,
      password: DEMO.password,
      boardId,
      itemIds,
      notesColumnId: columns.find((c) => c.title === 'Notes')?.id as string,
      statusColumnId: columns.find((c) => c.type === 'status')?.id as string,
      staffEmail: (DEMO.staff[1] ?? DEMO.staff[0]).email,
      staffPassword: (DEMO.staff[1] ?? DEMO.staff[0]).password,
      proseBoardId,
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    await ctx.db.destroy();
  }
};
