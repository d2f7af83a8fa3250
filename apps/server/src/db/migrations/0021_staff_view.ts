import { sql } from 'kysely';
import { type AnyKysely, isSqlite } from './helpers';

/** Migration 0017's condition of scoped_items. */
const rule = sql`tenant_id = current_setting('portico.tenant_id', true)`;

/**
 * The staff board's stored rendering (issue 25): `items.staff_json` holds an item's column_values as the
 * console's staff board shows them (every column, hidden ones too), written with `view_json` by every write
 * and re-render, so a page of the staff board is a concatenation rather than a rendering of each row. '' means
 * not rendered yet: the staff board renders such a row on read, as it did every row before, until its next
 * write, a re-render of its board or the scheduler's `items.fill-staff-renderings` fills it in
 * (docs/decisions.md, "The staff board's stored rendering"). The partial index holds only those rows, so the
 * job finds them at once and costs nothing once they are done. PostgreSQL: `scoped_items` (migration 0017)
 * selects `*` as `items` was, so it is made again with the new column.
 */

export const up = async (db: AnyKysely): Promise<void> => {
  await db.schema
    .alterTable('items')
    .addColumn('staff_json', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('items_staff_unrendered_idx')
    .on('items')
    .columns(['tenant_id', 'board_id', 'id'])
    .where(sql.ref('staff_json'), '=', '')
    .execute();
  if (!isSqlite(db))
    await sql`create or replace view scoped_items as select * from items where ${rule}`.execute(db);
};

export const down = async (db: AnyKysely): Promise<void> => {
  const sqlite = isSqlite(db);
  // The view's grants come back by migration 0017's default privileges.
  if (!sqlite) await sql`drop view if exists scoped_items`.execute(db);
  await db.schema.dropIndex('items_staff_unrendered_idx').ifExists().execute();
  await db.schema.alterTable('items').dropColumn('staff_json').execute();
  if (!sqlite) await sql`create view scoped_items as select * from items where ${rule}`.execute(db);
};
