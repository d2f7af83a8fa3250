import type { Kysely, Updateable } from 'kysely';
import type { Database, UserStatus, UsersTable } from '../../db/schema';
import { type Account, toAccount } from '../../domain/account';

export type UserRow = UsersTable;
export type { Account };

export const findUserByEmail = async (
  db: Kysely<Database>,
  tenantId: string,
  email: string,
): Promise<Account | undefined> => {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row && toAccount(row);
};

export const findUserById = async (
  db: Kysely<Database>,
  tenantId: string,
  id: string,
): Promise<Account | undefined> => {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toAccount(row);
};

export const insertUser = (db: Kysely<Database>, row: UserRow) =>
  db.insertInto('users').values(row).execute();

export const updateUser = (
  db: Kysely<Database>,
  tenantId: string,
  id: string,
  patch: Updateable<UsersTable>,
) => db.updateTable('users').set(patch).where('tenant_id', '=', tenantId).where('id', '=', id).execute();

export const listUsers = async (
  db: Kysely<Database>,
  tenantId: string,
  status?: UserStatus,
): Promise<Account[]> => {
  let q = db.selectFrom('users').selectAll().where('tenant_id', '=', tenantId);
  if (status) q = q.where('status', '=', status);
  return (await q.orderBy('email').execute()).map(toAccount);
};
