import { LIVE_REPLAY_LIMIT, LIVE_RETENTION_MS, LIVE_RETRY_MS } from '@portico/contract';
import type { AppContext } from '../../context';
import { type BatchOptions, inBatches } from '../../lib/batches';
import type { AuthContext, AuthService } from '../auth/auth.service';
import type { BoardsService } from '../boards';
import { type Actor, actorOf, itemScope } from '../policy/policy';
import { type LiveSink, createConnection, formatEvent, type LiveConnection } from './live.connection';
import { type PublishedEvent, publish } from './live.publish';
import { type LiveReader, createLiveReader } from './live.reader';
import { type LiveRow, logBounds, pruneBefore, readTenantAfter } from './live.repository';

export interface LiveCredentials {
  /** The host's tenant slug and the bearer token the stream was opened with: checked again and again. */
  slug: string;
  token: string;
}

/**
 * Live events (docs/decisions.md, "Live events"): the instance's open streams and its one reader of the
 * log. The reader starts with the first stream (the CLI builds these services too, and never streams).
 */
export const createLiveService = (
  ctx: AppContext,
  deps: { auth: AuthService; boards: BoardsService; warn: (message: string, error?: unknown) => void },
) => {
  const { db } = ctx;
  const byTenant = new Map<string, Set<LiveConnection>>();
  let reader: LiveReader | null = null;
  let starting: Promise<void> | null = null;

  const deliver = (rows: LiveRow[]) => {
    const perTenant = new Map<string, LiveRow[]>();
    for (const row of rows) {
      if (!byTenant.has(row.tenant_id)) continue;
      const list = perTenant.get(row.tenant_id) ?? [];
      list.push(row);
      perTenant.set(row.tenant_id, list);
    }
    for (const [tenantId, list] of perTenant)
      for (const connection of byTenant.get(tenantId) ?? []) connection.push(list);
  };

  const ensureReader = () => {
    if (!starting) {
      reader = createLiveReader({ db, databaseUrl: ctx.config.databaseUrl, warn: deps.warn }, deliver);
      starting = reader.start();
    }
    return starting;
  };

  /**
   * Whether a user may receive an event: staff every event of their tenant; a client never an internal
   * one, only of boards they may open, and — when they see only the items assigned to them — only about
   * items assigned to them (when the event was written). An event for one user goes to that user only.
   */
  const mayReceive = async (actor: Actor, row: LiveRow): Promise<boolean> => {
    if (row.audience_user_id !== null && row.audience_user_id !== actor.user.id) return false;
    if (actor.kind === 'staff') return true;
    if (row.internal) return false;
    if (row.board_id === null) return row.audience_user_id !== null;
    let board;
    try {
      board = await deps.boards.requireBoard(actor, row.board_id);
    } catch {
      return false;
    }
    if (row.person_ids === null) return true;
    const scope = itemScope(actor, board);
    if (scope.kind !== 'assigned') return scope.kind === 'all';
    return (JSON.parse(row.person_ids) as string[]).includes(scope.personId);
  };

  /** The session as it is now: null once it was revoked, expired or its account disabled. */
  const actorFor = (credentials: LiveCredentials) => async (): Promise<Actor | null> => {
    try {
      return actorOf(await deps.auth.authenticateHost(credentials.slug, credentials.token));
    } catch {
      return null;
    }
  };

  return {
    /** Publishes an event outside a transaction (right after a write that has none). */
    publish: (tenantId: string, event: PublishedEvent) => publish(db.kysely, tenantId, event),

    /**
     * Opens a stream for a signed-in user. Without `lastEventId` it starts from now (and tells the client
     * where now is); with it, it first replays what the user missed — or sends `reset` when that is no
     * longer in the log (older than the retention) or too much (over LIVE_REPLAY_LIMIT events).
     */
    async open(
      auth: AuthContext,
      credentials: LiveCredentials,
      lastEventId: number | null,
      sink: LiveSink,
    ): Promise<LiveConnection> {
      await ensureReader();
      const tenantId = auth.tenant.id;
      const connection = createConnection(tenantId, sink, {
        actor: actorFor(credentials),
        mayReceive,
        onClose: () => {
          const set = byTenant.get(tenantId);
          set?.delete(connection);
          if (set?.size === 0) byTenant.delete(tenantId);
        },
      });
      // Registered before the log is read, so nothing committed from here on is missed.
      const set = byTenant.get(tenantId) ?? new Set();
      set.add(connection);
      byTenant.set(tenantId, set);
      connection.write(`retry: ${LIVE_RETRY_MS}\n\n`);
      try {
        const bounds = await logBounds(db.kysely);
        const now = Math.max(bounds.max ?? 0, reader?.position() ?? 0);
        if (lastEventId === null) connection.write(`id: ${now}\n\n`);
        else {
          const rows = await readTenantAfter(db.kysely, tenantId, lastEventId, LIVE_REPLAY_LIMIT + 1);
          const pruned =
            bounds.min === null ? lastEventId > 0 : lastEventId < bounds.min - 1 || lastEventId > now;
          if (pruned || rows.length > LIVE_REPLAY_LIMIT)
            connection.write(formatEvent(now, 'reset', JSON.stringify({ type: 'reset' })));
          else connection.replay(rows);
        }
      } catch (error) {
        connection.close();
        throw error;
      }
      connection.start();
      return connection;
    },

    /** Ends every stream and stops the reader: before the app closes, so no stream holds it open. */
    async closeAll() {
      for (const set of [...byTenant.values()]) for (const connection of [...set]) connection.close();
      byTenant.clear();
      const stopping = reader?.stop();
      reader = null;
      starting = null;
      await stopping;
    },

    /** Open streams of this instance (for tests and the health of the instance). */
    openStreams: () => [...byTenant.values()].reduce((n, set) => n + set.size, 0),

    /** Wakes this instance's reader (tests, after writing the log directly). */
    wake: () => reader?.wake(),

    /**
     * Deletes the events older than the retention (a job of the scheduler, src/jobs.ts, on one instance
     * for all): a stream resuming from before them is told to reset.
     */
    async prune(now = new Date(), options: BatchOptions = {}) {
      const before = new Date(now.getTime() - LIVE_RETENTION_MS).toISOString();
      return { events: await inBatches((n) => pruneBefore(db.kysely, before, n), options) };
    },
  };
};

export type LiveService = ReturnType<typeof createLiveService>;
