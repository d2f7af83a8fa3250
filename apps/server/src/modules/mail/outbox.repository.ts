import { type Kysely, SqliteAdapter } from 'kysely';
import type { Database, OutboxTable } from '../../db/schema';

const isSqlite = (db: Kysely<Database>) => db.getExecutor().adapter instanceof SqliteAdapter;

/** The database or a transaction of it: an email can be enqueued inside the caller's transaction. */
export type MailDb = Kysely<Database>;

export type OutboxRow = OutboxTable;

export const insertOutbox = (db: MailDb, row: OutboxRow) => db.insertInto('outbox').values(row).execute();

/**
 * Claims up to `limit` due rows for the sender `owner` until `leaseUntil` and returns them. Due: pending,
 * its next attempt time reached, and not leased by a live sender (a lease that ran out — a crashed sender —
 * is due again). PostgreSQL: one transaction picks the rows `FOR UPDATE SKIP LOCKED` and leases them, so
 * senders of several instances claiming at once take disjoint rows. SQLite has one writer at a time: a
 * single UPDATE … RETURNING is atomic as it is. The sender works across tenants by design.
 */
export const claimDue = async (
  db: MailDb,
  now: string,
  claim: { until: string; owner: string },
  limit: number,
) => {
  const due = (q: MailDb) =>
    q
      .selectFrom('outbox')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
      .orderBy('next_attempt_at')
      .limit(limit);
  const lease = (q: MailDb, ids: ReturnType<typeof due> | string[]) =>
    q
      .updateTable('outbox')
      .set({ locked_until: claim.until, locked_by: claim.owner })
      .where('id', 'in', ids)
      .where('status', '=', 'pending')
      .returningAll()
      .execute();
  if (isSqlite(db)) return lease(db, due(db));
  return db.transaction().execute(async (trx) => {
    const ids = (await due(trx).forUpdate().skipLocked().execute()).map((r) => r.id);
    return ids.length === 0 ? [] : lease(trx, ids);
  });
};

/**
 * The sender's heartbeat: extends its lease on the rows it still holds and has not finished; answers
 * their ids. A row missing from the answer was taken over by another sender (its lease had run out).
 */
export const renewLeases = async (
  db: MailDb,
  rows: readonly Pick<OutboxRow, 'tenant_id' | 'id'>[],
  lease: { until: string; owner: string },
): Promise<Set<string>> => {
  if (rows.length === 0) return new Set();
  const renewed = await db
    .updateTable('outbox')
    .set({ locked_until: lease.until })
    .where(({ eb, refTuple, tuple }) =>
      eb(
        refTuple('tenant_id', 'id'),
        'in',
        rows.map((r) => tuple(r.tenant_id, r.id)),
      ),
    )
    .where('locked_by', '=', lease.owner)
    .where('status', '=', 'pending')
    .returning('id')
    .execute();
  return new Set(renewed.map((r) => r.id));
};

/** The SMTP server accepted the email. */
export const markSent = (db: MailDb, row: Pick<OutboxRow, 'tenant_id' | 'id'>, sentAt: string) =>
  db
    .updateTable('outbox')
    .set({ status: 'sent', sent_at: sentAt, locked_until: null, locked_by: null, last_error: null })
    .where('tenant_id', '=', row.tenant_id)
    .where('id', '=', row.id)
    .execute();

/** A failed attempt: due again at `nextAttemptAt`, or given up (`failed`) when that is null. */
export const markFailedAttempt = (
  db: MailDb,
  row: Pick<OutboxRow, 'tenant_id' | 'id'>,
  attempts: number,
  nextAttemptAt: string | null,
  error: string,
) =>
  db
    .updateTable('outbox')
    .set({
      status: nextAttemptAt === null ? 'failed' : 'pending',
      attempts,
      ...(nextAttemptAt !== null && { next_attempt_at: nextAttemptAt }),
      locked_until: null,
      locked_by: null,
      last_error: error.slice(0, 1000),
    })
    .where('tenant_id', '=', row.tenant_id)
    .where('id', '=', row.id)
    .execute();

/** The outbox rows of a tenant, newest first (tests and the operator). */
export const listOutbox = (db: MailDb, tenantId: string) =>
  db
    .selectFrom('outbox')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
