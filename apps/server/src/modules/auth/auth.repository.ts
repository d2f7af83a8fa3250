import type { Kysely } from 'kysely';
import { isStaffRole } from '@portico/contract';
import type {
  Database,
  LoginTokensTable,
  OidcStatesTable,
  SessionsTable,
  UserRole,
  UserStatus,
} from '../../db/schema';
import { preparedQuery } from '../../db/prepared';
import { nowIso } from '../../lib/time';
import { toTenant } from '../../domain/tenant';
import { toAccount } from '../../domain/account';

/**
 * A preview session's staff member as they are now (null for an ordinary session): `staff` is false when
 * the account is gone, no longer staff or not active — the preview then stops (auth.service).
 */
export interface SessionPreview {
  by: string;
  staff: boolean;
}

const previewOf = (
  by: string | null,
  role: UserRole | null,
  status: UserStatus | null,
): SessionPreview | null => (by === null ? null : { by, staff: isStaffRole(role) && status === 'active' });

export const insertSession = (db: Kysely<Database>, row: SessionsTable) =>
  db.insertInto('sessions').values(row).execute();

/**
 * The live session of a token hash with its user, within one tenant. Every authenticated request runs
 * it, so it is compiled once (db/prepared.ts).
 */
const sessionWithUser = preparedQuery((db, p: { tenantId: string; tokenHash: string }) =>
  db
    .selectFrom('sessions as s')
    .innerJoin('users as u', (j) =>
      j.onRef('u.tenant_id', '=', 's.tenant_id').onRef('u.id', '=', 's.user_id'),
    )
    .leftJoin('users as pb', (j) =>
      j.onRef('pb.tenant_id', '=', 's.tenant_id').onRef('pb.id', '=', 's.preview_by'),
    )
    .select([
      's.id as session_id',
      's.expires_at as session_expires_at',
      's.revoked_at as session_revoked_at',
      's.preview_by',
      'pb.role as preview_by_role',
      'pb.status as preview_by_status',
      'u.id',
      'u.tenant_id',
      'u.email',
      'u.name',
      'u.password_hash',
      'u.status',
      'u.avatar_file_id',
      'u.filter_items_by_email',
      'u.role',
      'u.language',
      'u.created_at',
      'u.updated_at',
    ])
    .where('s.tenant_id', '=', p.tenantId)
    .where('s.token_hash', '=', p.tokenHash),
);

export const findSessionWithUser = async (db: Kysely<Database>, tenantId: string, tokenHash: string) => {
  const row = (await sessionWithUser(db, { tenantId, tokenHash }))[0];
  if (!row) return undefined;
  const {
    session_id: id,
    session_expires_at: expiresAt,
    session_revoked_at: revokedAt,
    preview_by,
    preview_by_role,
    preview_by_status,
    ...user
  } = row;
  const preview = previewOf(preview_by, preview_by_role, preview_by_status);
  return { id, expiresAt, revokedAt, preview, user: toAccount(user) };
};

/**
 * The tenant of a host's slug together with the session of a token hash and its user: what every
 * authenticated request needs, in one round trip (the tenant row comes back without a session too, so
 * an unknown tenant and an unknown token stay apart).
 */
const tenantWithSession = preparedQuery((db, p: { slug: string; tokenHash: string }) =>
  db
    .selectFrom('tenants as t')
    .leftJoin('sessions as s', (j) =>
      j.onRef('s.tenant_id', '=', 't.id').on('s.token_hash', '=', p.tokenHash),
    )
    .leftJoin('users as u', (j) => j.onRef('u.tenant_id', '=', 's.tenant_id').onRef('u.id', '=', 's.user_id'))
    .leftJoin('users as pb', (j) =>
      j.onRef('pb.tenant_id', '=', 's.tenant_id').onRef('pb.id', '=', 's.preview_by'),
    )
    .selectAll('t')
    .select([
      's.id as session_id',
      's.expires_at as session_expires_at',
      's.revoked_at as session_revoked_at',
      's.preview_by as session_preview_by',
      'pb.role as preview_by_role',
      'pb.status as preview_by_status',
      'u.id as user_id',
      'u.tenant_id as user_tenant_id',
      'u.email as user_email',
      'u.name as user_name',
      'u.password_hash as user_password_hash',
      'u.status as user_status',
      'u.avatar_file_id as user_avatar_file_id',
      'u.filter_items_by_email as user_filter_items_by_email',
      'u.role as user_role',
      'u.language as user_language',
      'u.created_at as user_created_at',
      'u.updated_at as user_updated_at',
    ])
    .where('t.slug', '=', p.slug),
);

export const findTenantWithSession = async (db: Kysely<Database>, slug: string, tokenHash: string) => {
  const row = (await tenantWithSession(db, { slug, tokenHash }))[0];
  if (!row) return undefined;
  const {
    session_id,
    session_expires_at,
    session_revoked_at,
    session_preview_by,
    preview_by_role,
    preview_by_status,
    user_id,
    user_tenant_id,
    user_email,
    user_name,
    user_password_hash,
    user_status,
    user_avatar_file_id,
    user_filter_items_by_email,
    user_role,
    user_language,
    user_created_at,
    user_updated_at,
    ...tenant
  } = row;
  const session =
    session_id &&
    user_id &&
    user_tenant_id &&
    user_email &&
    user_name &&
    user_status &&
    user_created_at &&
    user_updated_at
      ? {
          id: session_id,
          expiresAt: session_expires_at as string,
          revokedAt: session_revoked_at,
          preview: previewOf(session_preview_by, preview_by_role, preview_by_status),
          user: toAccount({
            id: user_id,
            tenant_id: user_tenant_id,
            email: user_email,
            name: user_name,
            password_hash: user_password_hash,
            status: user_status,
            avatar_file_id: user_avatar_file_id,
            filter_items_by_email: user_filter_items_by_email,
            role: user_role ?? 'client',
            language: user_language,
            created_at: user_created_at,
            updated_at: user_updated_at,
          }),
        }
      : null;
  return { tenant: toTenant(tenant), session };
};

export const revokeSession = (db: Kysely<Database>, tenantId: string, sessionId: string) =>
  db
    .updateTable('sessions')
    .set({ revoked_at: nowIso() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();

/** Revokes every live session of a user except `keepSessionId`. */
export const revokeUserSessions = (
  db: Kysely<Database>,
  tenantId: string,
  userId: string,
  keepSessionId: string | null,
) => {
  let q = db
    .updateTable('sessions')
    .set({ revoked_at: nowIso() })
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepSessionId) q = q.where('id', '!=', keepSessionId);
  return q.execute();
};

export const insertLoginToken = (db: Kysely<Database>, row: LoginTokensTable) =>
  db.insertInto('login_tokens').values(row).execute();

/**
 * Marks a login token used and returns its user, in one statement: of two concurrent uses only one
 * updates the row, so a token works exactly once even across instances.
 */
export const consumeLoginToken = async (db: Kysely<Database>, tenantId: string, tokenHash: string) => {
  const now = nowIso();
  const row = await db
    .updateTable('login_tokens')
    .set({ used_at: now })
    .where('tenant_id', '=', tenantId)
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
};

export const insertOidcState = (db: Kysely<Database>, row: OidcStatesTable) =>
  db.insertInto('oidc_states').values(row).execute();

/** Takes (reads and deletes) a pending sign-in state, so each state is used once. */
export const takeOidcState = async (db: Kysely<Database>, tenantId: string, state: string) => {
  const row = await db
    .deleteFrom('oidc_states')
    .where('tenant_id', '=', tenantId)
    .where('state', '=', state)
    .where('expires_at', '>', nowIso())
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
};
