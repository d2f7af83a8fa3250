/**
 * `npm run bench:staff-pages -w @portico/server -- [--db sqlite|postgres] [--items N]` — how long the staff
 * board takes for its first and its last page of N items (100,000 by default) in each order it offers: the
 * board's own, by name, by the Status column (every item holds one) and by a new Follow-up column (no item
 * holds one, so every page is of items without a value: the board order after the keys). Each line gives the median of five calls of each
 * page, through app.inject as the console calls it (issue 25: the last page as fast as the first).
 */
import { parseArgs } from 'node:util';
import { openBenchApp } from './in-process';

const { values: opts } = parseArgs({
  options: {
    db: { type: 'string', default: process.env.PORTICO_BENCH_DB ?? 'sqlite' },
    items: { type: 'string', default: '100000' },
    'no-analyze': { type: 'boolean', default: false },
  },
});
const items = Number(opts.items);
const bench = await openBenchApp('staff-pages', opts.db as string, items);
const { app, services, tenant, boardId, headers } = bench;
try {
  const column = async (title: string) => {
    const found = (await services.boards.allColumns(tenant.id, boardId)).find((c) => c.title === title);
    if (!found) throw new Error(`The demo's large board has no ${title} column.`);
    return found.id;
  };
  // A column no item has a value in yet, added as the console adds one.
  const added = await app.inject({
    method: 'POST',
    url: `/api/console/boards/${boardId}/columns`,
    headers,
    payload: { type: 'date', title: 'Follow-up' },
  });
  if (added.statusCode !== 200)
    throw new Error(`Adding a column answered ${added.statusCode}: ${added.body}`);
  const LIMIT = 100;
  const last = Math.max(0, items - LIMIT);
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const time = async (query: Record<string, string>) => {
    const url = `/api/console/boards/${boardId}/items?${new URLSearchParams({ limit: String(LIMIT), ...query })}`;
    const took: number[] = [];
    for (let n = 0; n < 5; n += 1) {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url, headers });
      took.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
      const page = (res.json() as { data: { items: unknown[] } }).data.items;
      if (page.length === 0) throw new Error(`${url} answered an empty page`);
    }
    return median(took);
  };
  const orders: Array<[string, Record<string, string>]> = [
    ['board order', {}],
    ['name', { sort: 'name', dir: 'asc' }],
    ['Status (desc)', { sort: await column('Status'), dir: 'desc' }],
    ['Follow-up (no values)', { sort: await column('Follow-up'), dir: 'asc' }],
  ];
  console.log(`${'order'.padEnd(22)} ${'first page'.padStart(12)} ${'last page'.padStart(12)}`);
  for (const [title, query] of orders) {
    const first = await time({ ...query, offset: '0' });
    const end = await time({ ...query, offset: String(last) });
    console.log(
      `${title.padEnd(22)} ${`${first.toFixed(1)} ms`.padStart(12)} ${`${end.toFixed(1)} ms`.padStart(12)}`,
    );
  }
} finally {
  await bench.close();
}
