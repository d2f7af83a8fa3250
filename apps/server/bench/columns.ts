/**
 * `npm run bench:columns -w @portico/server -- [--db sqlite|postgres] [--items N]` — how long the console's
 * column changes take on a board of N items (100,000 by default), and how long a staff edit of an item on
 * another board takes while each runs (issue 24, defect 3). Seeds the demo tenant with its large board into
 * a fresh database (PostgreSQL: a database created on PORTICO_BENCH_PG_URL and dropped afterwards), builds
 * the app in this process and calls it through app.inject, as the console does:
 *   - refuse: PATCH the Status labels without a label thousands of items hold (409, nothing written);
 *   - rename: PATCH the Status labels renaming one (every holder's value follows);
 *   - title: PATCH the column's title (stored renderings follow);
 *   - delete: DELETE the Priority column with its values.
 * Each line gives the change's time and its answer, then the other board's edit: the slowest of the edits
 * made one after another while the change ran, and how many were made.
 */
import { parseArgs } from 'node:util';
import { openBenchApp, seconds as s } from './in-process';

const { values: opts } = parseArgs({
  options: {
    db: { type: 'string', default: process.env.PORTICO_BENCH_DB ?? 'sqlite' },
    items: { type: 'string', default: '100000' },
    'no-analyze': { type: 'boolean', default: false },
  },
});
const bench = await openBenchApp('columns', opts.db as string, Number(opts.items));
const { app, services, tenant, boardId, headers } = bench;
try {
  let started = performance.now();
  const columns = await services.boards.allColumns(tenant.id, boardId);
  const status = columns.find((c) => c.title === 'Status');
  const priority = columns.find((c) => c.title === 'Priority');
  const other = (await services.boards.listBoards(tenant.id)).find((b) => b.id !== boardId);
  if (!status || !priority || !other)
    throw new Error('The demo has no Status/Priority column or second board.');
  const otherColumns = await services.boards.allColumns(tenant.id, other.id);
  const otherText = otherColumns.find((c) => c.type === 'text');
  const [otherItem] = await services.items.firstItemIds(tenant.id, other.id, 1);
  if (!otherText || !otherItem) throw new Error('The second board has no text column or no item.');

  const columnUrl = (id: string) => `/api/console/boards/${boardId}/columns/${id}`;

  /** A staff edit of one item on the other board, as the console's in-place edit sends it. */
  let editCount = 0;
  const editOther = async () => {
    const n = (editCount += 1);
    const form = new FormData();
    form.set(`columnValues[${otherText.id}][id]`, otherText.id);
    form.set(`columnValues[${otherText.id}][type]`, 'text');
    form.set(`columnValues[${otherText.id}][text]`, `edit ${n}`);
    const request = new Request('http://x/', { method: 'POST', body: form });
    const payload = Buffer.from(await request.arrayBuffer());
    const res = await app.inject({
      method: 'POST',
      url: `/api/console/boards/${other.id}/items/${otherItem}`,
      headers: { ...headers, 'content-type': request.headers.get('content-type') as string },
      payload,
    });
    if (res.statusCode !== 200)
      throw new Error(`The other board's edit answered ${res.statusCode}: ${res.body}`);
  };

  const run = async (title: string, change: () => Promise<{ statusCode: number }>) => {
    started = performance.now();
    let done = false;
    const edits: number[] = [];
    const editing = (async () => {
      // One edit after another until the change ends, each timed from when it wanted to start: an edit
      // that cannot even start (the event loop held) counts that wait too.
      while (!done) {
        const at = performance.now();
        await new Promise((r) => setImmediate(r));
        await editOther();
        edits.push(performance.now() - at);
      }
    })();
    const res = await change();
    const took = s(started);
    done = true;
    await editing;
    const slowest = edits.length ? `${Math.round(Math.max(...edits))} ms` : '—';
    console.log(
      `${title.padEnd(44)} ${took.padStart(8)}  ${String(res.statusCode)}   other board: slowest edit ${slowest} of ${edits.length}`,
    );
  };

  const labels = (names: Array<{ name: string; previous?: string }>) => ({ labels: names });
  await run('refuse: remove a label items hold', () =>
    app.inject({
      method: 'PATCH',
      url: columnUrl(status.id),
      headers,
      payload: labels([{ name: 'Open' }, { name: 'Working on it' }, { name: 'Stuck' }]),
    }),
  );
  await run('rename: a label items hold', () =>
    app.inject({
      method: 'PATCH',
      url: columnUrl(status.id),
      headers,
      payload: labels([
        { name: 'Open' },
        { name: 'Working on it' },
        { name: 'Stuck' },
        { name: 'Finished', previous: 'Done' },
      ]),
    }),
  );
  await run('title: rename the column', () =>
    app.inject({ method: 'PATCH', url: columnUrl(status.id), headers, payload: { title: 'State' } }),
  );
  await run('delete: a column with its values', () =>
    app.inject({ method: 'DELETE', url: columnUrl(priority.id), headers }),
  );
} finally {
  await bench.close();
}
