import type { AnyKysely } from './helpers';

/**
 * The staff board's stored rendering (issue 25): `items.staff_json` holds an item's column_values as the
 * console's staff board shows them (every column, hidden ones too), written with `view_json` by every write
 * and re-render, so a page of the staff board is a concatenation rather than a rendering of each row. '' means
 * not rendered yet: the staff board renders such a row on read, as it did every row before; the next write
 * of the item or re-render of its board fills it in (docs/decisions.md, "The staff board's stored rendering").
 */
export const up = async (db: AnyKysely): Promise<void> => {
  await db.schema
    .alterTable('items')
    .addColumn('staff_json', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
};

export const down = async (db: AnyKysely): Promise<void> => {
  await db.schema.alterTable('items').dropColumn('staff_json').execute();
};
