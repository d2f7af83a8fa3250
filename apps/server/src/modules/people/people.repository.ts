import type { Kysely } from 'kysely';
import type { Database, PeopleTable } from '../../db/schema';
import { preparedQuery } from '../../db/prepared';
import { nowIso } from '../../lib/time';

export type PersonRow = PeopleTable;

/** The tenant's people directory, with the avatar of the portal user a person is (if any). */
export const listPeople = (db: Kysely<Database>, tenantId: string) =>
  db
    .selectFrom('people as p')
    .leftJoin('users as u', (j) => j.onRef('u.tenant_id', '=', 'p.tenant_id').onRef('u.id', '=', 'p.user_id'))
    .select(['p.id', 'p.name', 'p.email', 'p.photo_file_id', 'u.avatar_file_id as user_avatar_file_id'])
    .where('p.tenant_id', '=', tenantId)
    .orderBy('p.name')
    .orderBy('p.id')
    .execute();

const NAMES_AT_ONCE = 8;

// Items name a few people at most, so a query for up to 8 ids (unused ones padded) is compiled once.
const namesOf = preparedQuery((db, p: { tenantId: string } & Record<`id${number}`, string>) =>
  db
    .selectFrom('people')
    .select(['id', 'name'])
    .where('tenant_id', '=', p.tenantId)
    .where(
      'id',
      'in',
      Array.from({ length: NAMES_AT_ONCE }, (_, i) => p[`id${i}`] as string),
    ),
);

/** Names of the given people (for rendering people columns); unknown ids are simply absent. */
export const findPeopleNames = async (db: Kysely<Database>, tenantId: string, ids: string[]) => {
  const names = new Map<string, string>();
  for (let i = 0; i < ids.length; i += NAMES_AT_ONCE) {
    const args: Record<string, string> = { tenantId };
    for (let k = 0; k < NAMES_AT_ONCE; k++) args[`id${k}`] = ids[i + k] ?? '';
    for (const r of await namesOf(db, args as { tenantId: string })) names.set(r.id, r.name);
  }
  return names;
};

export const findPersonByEmail = (db: Kysely<Database>, tenantId: string, email: string) =>
  db
    .selectFrom('people')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();

export const insertPerson = (db: Kysely<Database>, row: PersonRow) =>
  db.insertInto('people').values(row).execute();

/** Links the person with this email to the portal user (a user is the person with their email). */
export const linkPersonToUser = (db: Kysely<Database>, tenantId: string, email: string, userId: string) =>
  db
    .updateTable('people')
    .set({ user_id: userId, updated_at: nowIso() })
    .where('tenant_id', '=', tenantId)
    .where('email', '=', email.trim().toLowerCase())
    .where('user_id', 'is', null)
    .execute();

export const updatePerson = (
  db: Kysely<Database>,
  tenantId: string,
  id: string,
  patch: Partial<Pick<PersonRow, 'name' | 'photo_file_id'>>,
) =>
  db
    .updateTable('people')
    .set({ ...patch, updated_at: nowIso() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();

/** The user ids of the tenant by email, to link new people to existing portal users. */
export const findUserIdByEmail = async (db: Kysely<Database>, tenantId: string, email: string) =>
  (
    await db
      .selectFrom('users')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('email', '=', email.trim().toLowerCase())
      .executeTakeFirst()
  )?.id ?? null;
