import { STAFF_ROLES, type StaffRole } from '@portico/contract';
import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { type AudienceTenant, boardReach } from './audience';

/**
 * The audience rule (audience.ts) in SQL: a condition on an account row of alias `u` — "this account may
 * read this item". What depends on the tenant alone (its plan, whether the matter is internal) is asked of
 * the predicate itself, so only what differs per account is written here; audience.test.ts draws random
 * worlds and checks that both forms, and each account's own API calls, agree.
 */

export interface AudienceTarget {
  boardId: string;
  itemId: string;
  /** Staff-only matter (an internal note, a hidden column's change). */
  internal?: boolean;
}

export const readsItem = (tenant: AudienceTenant, target: AudienceTarget): RawBuilder<SqlBool> => {
  // What the rule answers for an active member of staff, and for an active client granted the board
  // without a setting of their own (whether clients reach the board at all, and restricted or not).
  const reach = (role: 'client' | StaffRole) =>
    boardReach(tenant, { role, status: 'active', filterItemsByEmail: null }, { ...target, granted: true });
  const staff =
    reach(STAFF_ROLES[0]) === 'all'
      ? sql<SqlBool>`u.role in (${sql.join(STAFF_ROLES)})`
      : sql<SqlBool>`1 = 0`;
  const client = reach('client');
  if (client === 'none') return sql<SqlBool>`(u.status = 'active' and ${staff})`;
  const restrictedByDefault = client === 'assigned';
  const granted = sql<SqlBool>`exists (select 1 from board_access a
    where a.tenant_id = u.tenant_id and a.user_id = u.id and a.board_id = ${target.boardId})`;
  const assigned = sql<SqlBool>`exists (select 1 from people p join item_people ip
      on ip.tenant_id = p.tenant_id and ip.person_id = p.id
    where p.tenant_id = u.tenant_id and p.user_id = u.id and ip.item_id = ${target.itemId})`;
  const restricted = sql<SqlBool>`coalesce(u.filter_items_by_email, ${restrictedByDefault ? 1 : 0}) = 1`;
  return sql<SqlBool>`(u.status = 'active' and (${staff} or (u.role = 'client' and ${granted}
    and (not ${restricted} or ${assigned}))))`;
};

/** An account of an item's audience, as its callers present it. */
export interface ReaderRow {
  id: string;
  name: string;
  email: string;
  avatar_file_id: string | null;
  role: string;
}

export interface ReadersQuery {
  /** Only these accounts (none: every account of the tenant). */
  ids?: readonly string[];
  /** Name or email contains (case-insensitive). */
  search?: string;
  limit: number;
}

/**
 * The accounts of the tenant who may read the item (the rule's SQL form), by name, with each one's own
 * language (null: the tenant's), which notifications to them are written in.
 */
export const itemReaders = async (
  db: Kysely<Database>,
  tenantId: string,
  tenant: AudienceTenant,
  target: AudienceTarget,
  query: ReadersQuery,
): Promise<Array<ReaderRow & { language: string | null }>> => {
  if (query.ids && query.ids.length === 0) return [];
  let q = db
    .selectFrom('users as u')
    .select(['u.id', 'u.name', 'u.email', 'u.avatar_file_id', 'u.role', 'u.language'])
    .where('u.tenant_id', '=', tenantId)
    .where(readsItem(tenant, target));
  if (query.ids) q = q.where('u.id', 'in', query.ids);
  if (query.search) {
    const pattern = `%${query.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where(
      sql<SqlBool>`(lower(u.name) like ${pattern} escape '\\' or lower(u.email) like ${pattern} escape '\\')`,
    );
  }
  return q.orderBy('u.name').orderBy('u.id').limit(query.limit).execute();
};
