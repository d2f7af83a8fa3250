import pg from 'pg';
import type { Db } from '../../db/connection';
import { outsideTenantScope } from '../../db/tenant-scope';
import { LIVE_CHANNEL, type LiveRow, logBounds, readAfter, readIds } from './live.repository';
import { localWake } from './live.publish';

/** How often the reader looks without being woken: a NOTIFY lost with a connection, another process. */
export const SAFETY_POLL_MS = 2_000;
/** How long an id missing from the log is looked for again (PostgreSQL commits ids out of order). */
export const GAP_WAIT_MS = 5_000;
const BATCH = 500;
/** At most this many missing ids are tracked; a larger hole is ids that will never commit. */
const MAX_MISSING = 1000;

export interface LiveReaderOptions {
  db: Db;
  databaseUrl: string;
  warn: (message: string, error?: unknown) => void;
}

/**
 * The one reader of an instance (docs/decisions.md, "Live events"). Woken after a commit — PostgreSQL's
 * NOTIFY reaches every instance, SQLite's in-process emitter this one — and every SAFETY_POLL_MS anyway,
 * it reads the log's rows after the last id it saw and hands them to its listener.
 *
 * PostgreSQL hands out ids when rows are inserted, not when they commit, so an id can appear after a higher
 * one (its transaction committed later) or never (rolled back). An id skipped over is looked for again for
 * GAP_WAIT_MS, and delivered when it shows up.
 *
 * With each batch it hands over its safe point: every row up to that id has been handed over, none will
 * come later (below the first id still looked for). A stream's resume position never passes it
 * (live.connection.ts), so a row that commits late is replayed on resume rather than skipped.
 */
export const createLiveReader = (
  options: LiveReaderOptions,
  deliver: (rows: LiveRow[], safe: number) => void,
) => {
  const { db } = options;
  let lastId = 0;
  const missing = new Map<number, number>();
  let delivered = 0;
  const safePoint = () => (missing.size ? Math.min(...missing.keys()) - 1 : lastId);
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const timers: NodeJS.Timeout[] = [];
  let listener: pg.Client | null = null;

  const tick = async () => {
    const now = Date.now();
    for (const [id, since] of missing) if (now - since > GAP_WAIT_MS) missing.delete(id);
    const late = await readIds(db.kysely, [...missing.keys()]);
    for (const row of late) missing.delete(row.id);
    const fresh = await readAfter(db.kysely, lastId, BATCH);
    for (const row of fresh) {
      for (let id = lastId + 1; id < row.id && missing.size < MAX_MISSING; id++) missing.set(id, now);
      lastId = row.id;
    }
    if (fresh.length === BATCH) again = true;
    // In id order: the late rows were skipped over, so they come before every fresh one.
    const rows = [...late, ...fresh];
    const safe = safePoint();
    if (rows.length || safe !== delivered) deliver(rows, safe);
    delivered = safe;
  };

  const wake = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    // The log is read for every tenant, whoever woke the reader (db/tenant-scope.ts).
    running = outsideTenantScope(async () => {
      do {
        again = false;
        try {
          await tick();
        } catch (error) {
          options.warn('live events: reading the log failed', error);
        }
      } while (again && !stopped);
      running = null;
    });
  };

  /** LISTEN on a connection of its own, reconnecting after an error (and catching up when back). */
  const listen = async () => {
    if (stopped) return;
    const client = new pg.Client({ connectionString: options.databaseUrl });
    listener = client;
    let retried = false;
    const retry = (error?: unknown) => {
      if (retried || stopped) return;
      retried = true;
      if (error) options.warn('live events: the LISTEN connection failed; reconnecting', error);
      void client.end().catch(() => {});
      timers.push(setTimeout(() => void listen(), 1_000).unref());
    };
    client.on('notification', wake);
    client.on('error', retry);
    client.on('end', () => retry());
    try {
      await client.connect();
      await client.query(`LISTEN ${LIVE_CHANNEL}`);
      wake();
    } catch (error) {
      retry(error);
    }
  };

  return {
    async start() {
      lastId = (await logBounds(db.kysely)).max ?? 0;
      delivered = lastId;
      if (db.dialect === 'postgres') await listen();
      else localWake.on('wake', wake);
      timers.push(setInterval(wake, SAFETY_POLL_MS).unref());
    },
    /** Every row up to this id has been handed over (see above). */
    safePoint,
    wake,
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      localWake.off('wake', wake);
      await listener?.end().catch(() => {});
      await running;
    },
  };
};

export type LiveReader = ReturnType<typeof createLiveReader>;
