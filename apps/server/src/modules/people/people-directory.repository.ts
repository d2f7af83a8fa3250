import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/time';

/** The console's reads and writes of the people directory (every query filters by tenant). */

/** `%text%` for LIKE with the pattern characters of the text escaped. */
const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface DirectoryRow {
  id: string;
  name: string;
  email: string;
  photo_file_id: string | null;
  user_id: string | null;
  user_avatar_file_id: string | null;
  user_role: string | null;
  item_count: number;
}

const directory = (db: Kysely<Database>, tenantId: string) =>
  db
    .selectFrom('people as p')
    .leftJoin('users as u', (j) => j.onRef('u.tenant_id', '=', 'p.tenant_id').onRef('u.id', '=', 'p.user_id'))
    .where('p.tenant_id', '=', tenantId);

const withDetails = (q: ReturnType<typeof directory>) =>
  q.select((eb) => [
    'p.id',
    'p.name',
    'p.email',
    'p.photo_file_id',
    'p.user_id',
    'u.avatar_file_id as user_avatar_file_id',
    'u.role as user_role',
    // item_people holds one row per item and person of the items' visible people columns.
    eb
      .selectFrom('item_people as ip')
      .select((e) => e.fn.countAll<number | string>().as('n'))
      .whereRef('ip.tenant_id', '=', 'p.tenant_id')
      .whereRef('ip.person_id', '=', 'p.id')
      .as('item_count'),
  ]);

const toRow = (r: Omit<DirectoryRow, 'item_count'> & { item_count: number | string | null }) => ({
  ...r,
  item_count: Number(r.item_count ?? 0),
});

/** People matching a search of name or email, in name order, with the total that match. */
export const searchDirectory = async (
  db: Kysely<Database>,
  tenantId: string,
  search: string | undefined,
  limit: number,
): Promise<{ rows: DirectoryRow[]; total: number }> => {
  let q = directory(db, tenantId);
  if (search) {
    const pattern = containsPattern(search);
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(p.name)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`p.email`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    withDetails(q).orderBy('p.name').orderBy('p.id').limit(limit).execute(),
    q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toRow), total: Number(count.n) };
};

/** One person of the directory, or undefined. */
export const findDirectoryPerson = async (db: Kysely<Database>, tenantId: string, personId: string) => {
  const row = await withDetails(directory(db, tenantId).where('p.id', '=', personId)).executeTakeFirst();
  return row ? toRow(row) : undefined;
};

export const setPersonFields = (
  db: Kysely<Database>,
  tenantId: string,
  personId: string,
  patch: { name?: string; email?: string; user_id?: string | null; photo_file_id?: string | null },
) =>
  db
    .updateTable('people')
    .set({ ...patch, updated_at: nowIso() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', personId)
    .execute();

/** Removes a person; their item_people rows go with them (foreign key cascade). */
export const deletePerson = (db: Kysely<Database>, tenantId: string, personId: string) =>
  db.deleteFrom('people').where('tenant_id', '=', tenantId).where('id', '=', personId).execute();

/**
 * The items whose stored values may name the person in any people column, hidden ones too: ids are
 * stored as JSON strings, so the quoted id is a substring of values_json. Callers check each value.
 */
export const itemsMentioning = (db: Kysely<Database>, tenantId: string, personId: string) => {
  const pattern = `%"${personId.replace(/[\\%_]/g, (c) => `\\${c}`)}"%`;
  return db
    .selectFrom('items')
    .select(['board_id', 'id'])
    .where('tenant_id', '=', tenantId)
    .where(sql<boolean>`values_json like ${pattern} escape '\\'`)
    .orderBy('board_id')
    .execute();
};

/** Board names by id (for the activity record of the items a removal changes). */
export const boardNames = async (db: Kysely<Database>, tenantId: string, boardIds: string[]) =>
  boardIds.length === 0
    ? new Map<string, string>()
    : new Map(
        (
          await db
            .selectFrom('boards')
            .select(['id', 'name'])
            .where('tenant_id', '=', tenantId)
            .where('id', 'in', boardIds)
            .execute()
        ).map((b) => [b.id, b.name]),
      );
