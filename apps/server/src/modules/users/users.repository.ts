import type { Kysely, Updateable } from 'kysely';
import type { Database, UserStatus, UsersTable } from '../../db/schema';

export type UserRow = UsersTable;

export const findUserByEmail = (db: Kysely<Database>, tenantId: string, email: string) =>
  db
    .selectFrom('users')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();

export const findUserById = (db: Kysely<Database>, tenantId: string, id: string) =>
  db
    .selectFrom('users')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();

export const insertUser = (db: Kysely<Database>, row: UserRow) =>
  db.insertInto('users').values(row).execute();

export const updateUser = (
  db: Kysely<Database>,
  tenantId: string,
  id: string,
  patch: Updateable<UsersTable>,
) => db.updateTable('users').set(patch).where('tenant_id', '=', tenantId).where('id', '=', id).execute();

export const listUsers = (db: Kysely<Database>, tenantId: string, status?: UserStatus) => {
  let q = db.selectFrom('users').selectAll().where('tenant_id', '=', tenantId);
  if (status) q = q.where('status', '=', status);
  return q.orderBy('email').execute();
};
