import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database, UserStatus } from '../../db/schema';
import { type Account, toAccount } from '../../domain/account';

/** The console's reads over the tenant's accounts and boards (every query filters by tenant). */

export interface ClientFilter {
  search?: string;
  status?: UserStatus;
  limit: number;
}

/** `%text%` for LIKE with the pattern characters of the text escaped. */
const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A tenant's clients matching a search of name or email and a status; newest first. */
export const listClientRows = async (
  db: Kysely<Database>,
  tenantId: string,
  filter: ClientFilter,
): Promise<{ rows: Account[]; total: number }> => {
  let q = db.selectFrom('users').where('tenant_id', '=', tenantId).where('role', '=', 'client');
  if (filter.status) q = q.where('status', '=', filter.status);
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(name)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`email`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('created_at', 'desc').orderBy('id').limit(filter.limit).execute(),
    q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toAccount), total: Number(count.n) };
};

/** The oldest signups awaiting approval first. */
export const listPendingClientRows = async (db: Kysely<Database>, tenantId: string, limit: number) =>
  (
    await db
      .selectFrom('users')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('role', '=', 'client')
      .where('status', '=', 'pending')
      .orderBy('created_at')
      .orderBy('id')
      .limit(limit)
      .execute()
  ).map(toAccount);

/** How many boards each of these users was granted. */
export const countGrants = async (
  db: Kysely<Database>,
  tenantId: string,
  userIds: string[],
): Promise<Map<string, number>> => {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('board_access')
    .select(['user_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('tenant_id', '=', tenantId)
    .where('user_id', 'in', userIds)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((r) => [r.user_id, Number(r.n)]));
};

export const listStaffRows = async (db: Kysely<Database>, tenantId: string) =>
  (
    await db
      .selectFrom('users')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('role', 'in', ['admin', 'editor'])
      .orderBy('name')
      .orderBy('email')
      .execute()
  ).map(toAccount);

/**
 * Removes an account (its sessions, login links and board grants go with it; the directory keeps its
 * person, unlinked, so what was assigned to them stays assigned). `onlyStatus` guards a rejection: only
 * a row still awaiting approval is removed. Returns whether a row was removed.
 */
export const deleteAccount = (
  db: Kysely<Database>,
  tenantId: string,
  userId: string,
  onlyStatus?: UserStatus,
): Promise<boolean> => db.transaction().execute((trx) => deleteAccountIn(trx, tenantId, userId, onlyStatus));

/** deleteAccount inside the caller's transaction. */
export const deleteAccountIn = async (
  trx: Transaction<Database>,
  tenantId: string,
  userId: string,
  onlyStatus?: UserStatus,
): Promise<boolean> => {
  let q = trx.deleteFrom('users').where('tenant_id', '=', tenantId).where('id', '=', userId);
  if (onlyStatus) q = q.where('status', '=', onlyStatus);
  // Unlinked first: the directory's foreign key to users is on (tenant_id, user_id), and its
  // ON DELETE SET NULL would null the tenant too.
  await trx
    .updateTable('people')
    .set({ user_id: null })
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('users')
          .select('id')
          .where('tenant_id', '=', tenantId)
          .where('id', '=', userId)
          .$if(onlyStatus !== undefined, (w) => w.where('status', '=', onlyStatus as UserStatus)),
      ),
    )
    .execute();
  const result = await q.executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
};

export interface TenantCounts {
  boards: number;
  items: number;
  clients: number;
  pendingClients: number;
  staff: number;
}

export const countTenant = async (db: Kysely<Database>, tenantId: string): Promise<TenantCounts> => {
  const [boards, users] = await Promise.all([
    db
      .selectFrom('boards')
      .select([
        (eb) => eb.fn.countAll<number | string>().as('boards'),
        (eb) => eb.fn.sum<number | string | null>('item_count').as('items'),
      ])
      .where('tenant_id', '=', tenantId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('users')
      .select(['role', 'status', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('tenant_id', '=', tenantId)
      .groupBy(['role', 'status'])
      .execute(),
  ]);
  const sum = (pick: (r: { role: string; status: string }) => boolean) =>
    users.filter(pick).reduce((n, r) => n + Number(r.n), 0);
  return {
    boards: Number(boards.boards),
    items: Number(boards.items ?? 0),
    clients: sum((r) => r.role === 'client'),
    pendingClients: sum((r) => r.role === 'client' && r.status === 'pending'),
    staff: sum((r) => r.role !== 'client'),
  };
};

/** Every board of the tenant in sidebar order, and whether the user was granted it. */
export const listBoardsWithGrant = async (db: Kysely<Database>, tenantId: string, userId: string) =>
  (
    await db
      .selectFrom('boards as b')
      .leftJoin('board_access as a', (j) =>
        j
          .onRef('a.tenant_id', '=', 'b.tenant_id')
          .onRef('a.board_id', '=', 'b.id')
          .on('a.user_id', '=', userId),
      )
      .select(['b.id', 'b.name', 'a.user_id as granted_to'])
      .where('b.tenant_id', '=', tenantId)
      .orderBy('b.position')
      .orderBy('b.id')
      .execute()
  ).map((r) => ({ id: r.id, name: r.name, granted: r.granted_to !== null }));

/**
 * Grants exactly these boards to the user, in one transaction; false (and nothing changed) when one of
 * them is not a board of the tenant.
 */
export const replaceGrants = (
  db: Kysely<Database>,
  tenantId: string,
  userId: string,
  boardIds: string[],
  now: string,
): Promise<boolean> =>
  db.transaction().execute(async (trx) => {
    const ids = [...new Set(boardIds)];
    if (ids.length > 0) {
      const known = await trx
        .selectFrom('boards')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('id', 'in', ids)
        .execute();
      if (known.length !== ids.length) return false;
    }
    let remove = trx
      .deleteFrom('board_access')
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId);
    if (ids.length > 0) remove = remove.where('board_id', 'not in', ids);
    await remove.execute();
    if (ids.length > 0)
      await trx
        .insertInto('board_access')
        .values(ids.map((id) => ({ tenant_id: tenantId, user_id: userId, board_id: id, created_at: now })))
        .onConflict((oc) => oc.columns(['tenant_id', 'user_id', 'board_id']).doNothing())
        .execute();
    return true;
  });
