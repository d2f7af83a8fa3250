import type { Kysely, Transaction } from 'kysely';
import { isSqlite } from '../../db/migrations/helpers';
import type { Database, UserRole } from '../../db/schema';
import { deleteAccountIn } from './console.repository';

/**
 * Changes to staff that must leave the tenant an active administrator, made atomically: the tenant's
 * active administrators are read with their rows locked (PostgreSQL: two administrators demoting each
 * other at once queue behind each other, and the second sees the first's change; SQLite writes one
 * transaction at a time), and the change is made only if another one remains.
 */
const keepingAnAdmin = (
  db: Kysely<Database>,
  tenantId: string,
  userId: string,
  change: (trx: Transaction<Database>) => Promise<boolean>,
): Promise<'lastAdmin' | boolean> =>
  db.transaction().execute(async (trx) => {
    let admins = trx
      .selectFrom('users')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('role', '=', 'admin')
      .where('status', '=', 'active');
    if (!isSqlite(db)) admins = admins.forUpdate();
    const ids = (await admins.execute()).map((r) => r.id);
    if (ids.includes(userId) && ids.every((id) => id === userId)) return 'lastAdmin';
    return change(trx);
  });

/** Sets a staff member's role; 'lastAdmin' when it would demote the last active administrator. */
export const setRoleKeepingAnAdmin = (
  db: Kysely<Database>,
  tenantId: string,
  userId: string,
  role: UserRole,
  now: string,
) =>
  keepingAnAdmin(db, tenantId, role === 'admin' ? '' : userId, async (trx) => {
    const result = await trx
      .updateTable('users')
      .set({ role, updated_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', userId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  });

/** Removes a staff account; 'lastAdmin' when it is the last active administrator. */
export const removeKeepingAnAdmin = (db: Kysely<Database>, tenantId: string, userId: string) =>
  keepingAnAdmin(db, tenantId, userId, (trx) => deleteAccountIn(trx, tenantId, userId));
