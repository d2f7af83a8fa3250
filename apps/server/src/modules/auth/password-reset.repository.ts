import type { Kysely } from 'kysely';
import type { Database, PasswordTokenPurpose, PasswordTokensTable } from '../../db/schema';

export const insertPasswordToken = (db: Kysely<Database>, row: PasswordTokensTable) =>
  db.insertInto('password_tokens').values(row).execute();

/** An unused, unexpired token of the tenant with its account's address and status. */
export const findLiveToken = (db: Kysely<Database>, tenantId: string, tokenHash: string, now: string) =>
  db
    .selectFrom('password_tokens as t')
    .innerJoin('users as u', (j) =>
      j.onRef('u.tenant_id', '=', 't.tenant_id').onRef('u.id', '=', 't.user_id'),
    )
    .select(['t.user_id', 't.purpose', 't.expires_at', 'u.email', 'u.status'])
    .where('t.tenant_id', '=', tenantId)
    .where('t.token_hash', '=', tokenHash)
    .where('t.used_at', 'is', null)
    .where('t.expires_at', '>', now)
    .executeTakeFirst();

/**
 * Spends a token (inside the reset's transaction): one UPDATE that only an unused, unexpired token
 * matches, so of two concurrent uses exactly one gets the row (PostgreSQL re-checks the condition after
 * waiting for the other's row lock; SQLite runs one writer at a time).
 */
export const consumePasswordToken = async (
  db: Kysely<Database>,
  tenantId: string,
  tokenHash: string,
  now: string,
): Promise<{ userId: string; purpose: PasswordTokenPurpose } | undefined> => {
  const row = await db
    .updateTable('password_tokens')
    .set({ used_at: now })
    .where('tenant_id', '=', tenantId)
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'purpose'])
    .executeTakeFirst();
  return row && { userId: row.user_id, purpose: row.purpose };
};

/** Ends every other unused token of the user (a new password was set). */
export const endUnusedTokens = (db: Kysely<Database>, tenantId: string, userId: string, now: string) =>
  db
    .updateTable('password_tokens')
    .set({ used_at: now })
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
