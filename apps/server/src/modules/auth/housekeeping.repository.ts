import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * What expires in the auth module, deleted a batch at a time by jobs of the scheduler (src/jobs.ts): each
 * call deletes up to `limit` rows that expired before `now`, in one statement, and says how many went.
 * Installation-wide, across tenants (the scheduler works outside any tenant's scope).
 */
type Db = Kysely<Database>;

/** Sessions past their expiry (by the expiry index of migration 0018). */
export const pruneExpiredSessions = async (db: Db, now: string, limit: number) => {
  const result = await db
    .deleteFrom('sessions')
    .where(({ eb, refTuple, selectFrom }) =>
      eb(
        refTuple('tenant_id', 'id'),
        'in',
        selectFrom('sessions')
          .select(['tenant_id', 'id'])
          .where('expires_at', '<', now)
          .limit(limit)
          .$asTuple('tenant_id', 'id'),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
};

/** One-time login links past their expiry. */
export const pruneExpiredLoginTokens = async (db: Db, now: string, limit: number) => {
  const result = await db
    .deleteFrom('login_tokens')
    .where(({ eb, refTuple, selectFrom }) =>
      eb(
        refTuple('tenant_id', 'id'),
        'in',
        selectFrom('login_tokens')
          .select(['tenant_id', 'id'])
          .where('expires_at', '<', now)
          .limit(limit)
          .$asTuple('tenant_id', 'id'),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
};

/** Sign-ins with the identity provider that were started and never finished in time. */
export const pruneExpiredOidcStates = async (db: Db, now: string, limit: number) => {
  const result = await db
    .deleteFrom('oidc_states')
    .where(({ eb, refTuple, selectFrom }) =>
      eb(
        refTuple('tenant_id', 'state'),
        'in',
        selectFrom('oidc_states')
          .select(['tenant_id', 'state'])
          .where('expires_at', '<', now)
          .limit(limit)
          .$asTuple('tenant_id', 'state'),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
};

/** Password reset and invitation links past their expiry, used or not. */
export const pruneExpiredPasswordTokens = async (db: Db, now: string, limit: number) => {
  const result = await db
    .deleteFrom('password_tokens')
    .where(({ eb, refTuple, selectFrom }) =>
      eb(
        refTuple('tenant_id', 'id'),
        'in',
        selectFrom('password_tokens')
          .select(['tenant_id', 'id'])
          .where('expires_at', '<', now)
          .limit(limit)
          .$asTuple('tenant_id', 'id'),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
};
