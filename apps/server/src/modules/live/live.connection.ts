import type { Actor } from '../policy/policy';
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
  onClose(): void;
}

export const HEARTBEAT_MS = 25_000;

export const formatEvent = (id: number, type: string, data: string) =>
  `id: ${id}\nevent: ${type}\ndata: ${data}\n\n`;

/**
 * One open stream. Rows are queued as the reader hands them over and sent in order, each only if the user
 * may receive it; the session is checked again before every batch and at every heartbeat, so a revoked
 * session's stream ends at the next event or heartbeat. Nothing is sent until `ready` (after the replay).
 */
export const createConnection = (tenantId: string, sink: LiveSink, deps: ConnectionDeps) => {
  const queue: Array<LiveRow & { replay?: true }> = [];
  /** Ids replayed from the log, which the reader may hand over again: sent once. */
  const replayed = new Set<number>();
  let ready = false;
  let busy = false;
  let open = true;

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
        const rows = queue.splice(0);
        const actor = await deps.actor();
        if (!actor) return close();
        for (const row of rows) {
          if (!open) return;
          if (replayed.has(row.id) && !row.replay) continue;
          if (await deps.mayReceive(actor, row)) write(formatEvent(row.id, row.type, row.payload));
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
    /** Rows from the reader (any of this tenant). */
    push(rows: LiveRow[]) {
      if (!open) return;
      queue.push(...rows);
      void pump();
    },
    /** Rows replayed from the log, sent before whatever the reader handed over meanwhile. */
    replay(rows: LiveRow[]) {
      for (const row of rows) replayed.add(row.id);
      queue.unshift(...rows.map((row) => ({ ...row, replay: true as const })));
    },
    start() {
      ready = true;
      void pump();
    },
    close,
  };
};

export type LiveConnection = ReturnType<typeof createConnection>;
