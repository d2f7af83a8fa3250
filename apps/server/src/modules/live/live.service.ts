import { LIVE_REPLAY_LIMIT, LIVE_RETENTION_MS, LIVE_RETRY_MS } from '@portico/contract';
import type { AppContext } from '../../context';
import { type BatchOptions, inBatches } from '../../lib/batches';
import type { AuthContext } from '../../domain/auth-context';
import type { AuthService } from '../auth';
import type { BoardsService } from '../boards';
import { type Actor, actorOf, mayReadBoard, mayReadItem } from '../policy';
import { type LiveSink, createConnection, formatEvent, type LiveConnection } from './live.connection';
import { type LivePosition, createLiveCursorCodec } from './live.cursor';
import { type LiveReader, createLiveReader } from './live.reader';
import { type LiveRow, hasTenantEvent, pruneBefore, readTenantAfter, tenantLatest } from './live.repository';

/**
 * How much younger than the retention a position must be to resume from: the log is pruned by the time
 * rows were written, on the clocks of several instances, and a row may be written a moment before one
 * with a lower id.
 */
const RESUME_MARGIN_MS = 5 * 60 * 1000;
const MINUTE = 60 * 1000;

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
  const cursors = createLiveCursorCodec(ctx.signingSecret);
  let reader: LiveReader | null = null;
  let starting: Promise<void> | null = null;

  const deliver = (rows: LiveRow[], safe: number) => {
    const perTenant = new Map<string, LiveRow[]>();
    for (const row of rows) {
      if (!byTenant.has(row.tenant_id)) continue;
      const list = perTenant.get(row.tenant_id) ?? [];
      list.push(row);
      perTenant.set(row.tenant_id, list);
    }
    for (const [tenantId, connections] of byTenant) {
      const list = perTenant.get(tenantId);
      for (const connection of connections)
        if (list) connection.push(list, safe);
        else if (connection.waiting()) connection.push([], safe);
    }
  };

  /**
   * Where a new stream of a tenant begins: its latest row the reader has handed over (every later one
   * comes to the stream), or none yet as of this minute. Other tenants' events never move it.
   */
  const startOf = async (tenantId: string, safe: number): Promise<LivePosition> => {
    const latest = await tenantLatest(db.kysely, tenantId, safe);
    if (latest) return { id: latest.id, at: Date.parse(latest.created_at) };
    return { id: 0, at: Math.floor(Date.now() / MINUTE) * MINUTE };
  };

  /** Whether every row of the tenant after this position is still in the log. */
  const canResume = async (tenantId: string, from: LivePosition) => {
    const now = Date.now();
    if (from.at < now - LIVE_RETENTION_MS + RESUME_MARGIN_MS || from.at > now + RESUME_MARGIN_MS)
      return false;
    return from.id === 0 || hasTenantEvent(db.kysely, tenantId, from.id);
  };

  const ensureReader = () => {
    if (!starting) {
      reader = createLiveReader({ db, databaseUrl: ctx.config.databaseUrl, warn: deps.warn }, deliver);
      starting = reader.start();
    }
    return starting;
  };

  /**
   * Whether a user may receive an event. One for another user (their notifications) never. One of no
   * board (the tenant's), or of a board itself (its settings, groups, columns): staff always — the
   * console's pages of a board work whatever the plan — and a client as the policy's audience rule lets
   * them read the board. One about an item: the audience rule, for the item as it was assigned when the
   * event was written (its person_ids); an internal one reaches staff only.
   */
  const mayReceive = async (actor: Actor, row: LiveRow): Promise<boolean> => {
    if (row.audience_user_id !== null && row.audience_user_id !== actor.user.id) return false;
    const internal = row.internal === 1;
    const staff = actor.kind === 'staff';
    if (row.board_id === null) return staff || (!internal && row.audience_user_id !== null);
    if (staff && row.person_ids === null) return true;
    // Staff need no board lookup: the rule gives them every board of their tenant.
    const board = staff ? undefined : await reachableBoard(actor, row.board_id);
    const facts = { granted: board?.granted === true, internal };
    if (row.person_ids === null) return mayReadBoard(actor.tenant, actor.user, facts);
    const personId = board?.person_id ?? null;
    const assigned = personId !== null && (JSON.parse(row.person_ids) as string[]).includes(personId);
    return mayReadItem(actor.tenant, actor.user, { ...facts, assigned });
  };

  /** The board as the client's own calls find it (undefined: not one they may open). */
  const reachableBoard = async (actor: Actor, boardId: string) => {
    try {
      return await deps.boards.requireBoard(actor, boardId);
    } catch {
      return undefined;
    }
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
    /**
     * Opens a stream for a signed-in user. Without `lastEventId` it starts from now (and tells the client
     * where now is); with it, it first replays what the user missed — or sends `reset` when that is no
     * longer in the log (older than the retention), too much (over LIVE_REPLAY_LIMIT events), or the id is
     * not one this tenant's streams hand out (made up, altered, another tenant's, an old number).
     */
    async open(
      auth: AuthContext,
      credentials: LiveCredentials,
      lastEventId: string | null,
      sink: LiveSink,
    ): Promise<LiveConnection> {
      await ensureReader();
      const tenantId = auth.tenant.id;
      const idOf = (position: LivePosition) => cursors.encode(tenantId, position);
      const connection = createConnection(tenantId, sink, {
        actor: actorFor(credentials),
        mayReceive,
        idOf,
        onClose: () => {
          const set = byTenant.get(tenantId);
          set?.delete(connection);
          if (set?.size === 0) byTenant.delete(tenantId);
        },
      });
      // Registered before the log is read, so nothing committed from here on is missed: every row past
      // the reader's safe point now comes to the connection.
      const set = byTenant.get(tenantId) ?? new Set();
      set.add(connection);
      byTenant.set(tenantId, set);
      const safe = (reader as LiveReader).safePoint();
      connection.write(`retry: ${LIVE_RETRY_MS}\n\n`);
      let from: LivePosition;
      try {
        const resume = lastEventId === null ? null : cursors.decode(tenantId, lastEventId);
        const rows =
          resume && (await canResume(tenantId, resume))
            ? await readTenantAfter(db.kysely, tenantId, resume.id, LIVE_REPLAY_LIMIT + 1)
            : null;
        if (resume && rows && rows.length <= LIVE_REPLAY_LIMIT) {
          from = resume;
          connection.replay(rows, safe);
        } else {
          from = await startOf(tenantId, safe);
          connection.write(
            lastEventId === null
              ? `id: ${idOf(from)}\n\n`
              : formatEvent(idOf(from), 'reset', JSON.stringify({ type: 'reset' })),
          );
        }
      } catch (error) {
        connection.close();
        throw error;
      }
      connection.start(from);
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
