import type { Actor } from '../policy';
import type { LivePosition } from './live.cursor';
import type { LiveRow } from './live.repository';

/** Where a connection writes: the HTTP response, held open. */
export interface LiveSink {
  /** Writes a chunk; false when the client is too far behind (the connection is then closed). */
  write(chunk: string): boolean;
  end(): void;
}

export interface ConnectionDeps {
  /** The user's actor as the session now is; null when the session is no longer valid. */
  actor(): Promise<Actor | null>;
  /** Whether this actor may receive this event. */
  mayReceive(actor: Actor, row: LiveRow): Promise<boolean>;
  /** The `id:` a client resumes from, for a position in its tenant's events (live.cursor.ts). */
  idOf(position: LivePosition): string;
  onClose(): void;
}

export const HEARTBEAT_MS = 25_000;

export const formatEvent = (id: string, type: string, data: string) =>
  `id: ${id}\nevent: ${type}\ndata: ${data}\n\n`;

const atOf = (row: LiveRow) => Date.parse(row.created_at);

/**
 * One open stream. Rows are queued as the reader hands them over and sent in order, each only if the user
 * may receive it; the session is checked again before every batch and at every heartbeat, so a revoked
 * session's stream ends at the next event or heartbeat. Nothing is sent until `ready` (after the replay).
 *
 * Each event's `id:` is the stream's position: the highest of its tenant's rows it has gone through, but
 * never past the reader's safe point. A row sent ahead of an earlier one that has not committed yet leaves
 * the position behind it until the earlier one arrives; then an `id:` alone moves the client's up. So a
 * resume replays exactly what the stream had not gone through: nothing lost, nothing twice.
 */
export const createConnection = (tenantId: string, sink: LiveSink, deps: ConnectionDeps) => {
  const queue: Array<{ rows: LiveRow[]; safe: number; replay?: true }> = [];
  /** Ids replayed from the log, which the reader may hand over again: sent once. */
  const replayed = new Set<number>();
  /** Set by `start`, before anything is sent. */
  let position: LivePosition = { id: 0, at: 0 };
  /** Rows gone through beyond the safe point, waiting for it (in id order). */
  let ahead: LiveRow[] = [];
  /** Whether an event went out with an id behind it (the client is owed the position once it moves). */
  let owed = false;
  let ready = false;
  let busy = false;
  let open = true;

  /** Moves the position over the rows gone through up to the safe point. */
  const advance = (safe: number) => {
    const covered = ahead.filter((r) => r.id <= safe);
    const last = covered[covered.length - 1];
    if (!last) return;
    position = { id: last.id, at: atOf(last) };
    ahead = ahead.filter((r) => r.id > safe);
  };

  const goThrough = (row: LiveRow, safe: number) => {
    if (row.id > position.id) {
      ahead.push(row);
      ahead.sort((a, b) => a.id - b.id);
    }
    advance(safe);
  };

  const close = () => {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    queue.length = 0;
    sink.end();
    deps.onClose();
  };

  const write = (chunk: string) => {
    if (open && !sink.write(chunk)) close();
  };

  const pump = async () => {
    if (busy || !ready) return;
    busy = true;
    try {
      while (open && queue.length) {
        const batches = queue.splice(0);
        // A batch without rows only moves the safe point: nothing is sent for it but an owed id.
        const hasRows = batches.some((b) => b.rows.length > 0);
        const actor = hasRows ? await deps.actor() : null;
        if (hasRows && !actor) return close();
        for (const { rows, safe, replay } of batches) {
          for (const row of rows) {
            if (!open) return;
            if (replayed.has(row.id) && !replay) continue;
            goThrough(row, safe);
            if (!(await deps.mayReceive(actor as Actor, row))) continue;
            write(formatEvent(deps.idOf(position), row.type, row.payload));
            owed = ahead.length > 0;
          }
          advance(safe);
          if (owed && ahead.length === 0) {
            owed = false;
            write(`id: ${deps.idOf(position)}\n\n`);
          }
        }
      }
    } catch {
      close();
    } finally {
      busy = false;
    }
  };

  const heartbeat = setInterval(() => {
    void deps.actor().then(
      (actor) => (actor ? write(': keep-alive\n\n') : close()),
      () => close(),
    );
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    tenantId,
    get open() {
      return open;
    },
    write,
    /** Rows from the reader (any of this tenant), and its safe point after them. */
    push(rows: LiveRow[], safe: number) {
      if (!open) return;
      queue.push({ rows, safe });
      void pump();
    },
    /** Rows replayed from the log, sent before whatever the reader handed over meanwhile. */
    replay(rows: LiveRow[], safe: number) {
      for (const row of rows) replayed.add(row.id);
      queue.unshift({ rows, safe, replay: true });
    },
    /** The `id:` of where the stream stands now. */
    id: () => deps.idOf(position),
    /** Whether it has gone through rows beyond the reader's safe point (it needs to hear when it moves). */
    waiting: () => ahead.length > 0,
    /** Starts sending, from this position (where the stream begins, or resumes). */
    start(from: LivePosition) {
      position = from;
      ready = true;
      void pump();
    },
    close,
  };
};

export type LiveConnection = ReturnType<typeof createConnection>;
