import { type RawBuilder, sql } from 'kysely';
import { type AnyKysely, isSqlite } from './helpers';

/**
 * Index-ordered sorted pages of the staff board (docs/decisions.md, "Sorted staff board pages"). A column
 * sort reads item_sort_keys: one row per item and column that has a value, written with the item (items
 * module, items.sort-keys*.ts); items without a value have no row and come last. The item's board position
 * is copied here, so a page is one range of one index in either direction, ties in board order. Name,
 * created and updated sorts get indexes on items. The backfill computes today's keys from values_json.
 */

/** Each type's key as it was when this migration was written (a frozen copy of items.sort-keys.ts). */
const RULES: Array<{ type: string; path: Array<string | number>; as: 'text' | 'number' | 'person' }> = [
  { type: 'status', path: ['label'], as: 'text' },
  { type: 'priority', path: ['label'], as: 'text' },
  { type: 'dropdown', path: ['labels', 0], as: 'text' },
  { type: 'tags', path: ['tags', 0], as: 'text' },
  { type: 'people', path: ['personIds', 0], as: 'person' },
  { type: 'file', path: ['files', 0, 'name'], as: 'text' },
  { type: 'doc', path: ['title'], as: 'text' },
  { type: 'timeline', path: ['from'], as: 'text' },
  { type: 'date', path: ['date'], as: 'text' },
  { type: 'email', path: ['email'], as: 'text' },
  { type: 'numbers', path: ['number'], as: 'number' },
  { type: 'phone', path: ['phone'], as: 'text' },
  { type: 'text', path: ['text'], as: 'text' },
  { type: 'long_text', path: ['text'], as: 'text' },
  { type: 'checkbox', path: ['checked'], as: 'text' },
];

type Rule = (typeof RULES)[number];

/** The key of one rule as SQL over `i` (items) and `c` (its board's column of the rule's type). */
const keyOf = (db: AnyKysely, rule: Rule): { text: RawBuilder<unknown>; num: RawBuilder<unknown> } => {
  const noText = sql`cast(null as text)`;
  const noNum = sql`cast(null as double precision)`;
  if (isSqlite(db)) {
    const suffix = rule.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`)).join('');
    const path = sql`'$."' || c.id || ${sql.lit(`"${suffix}`)}`;
    const value = sql`json_extract(i.values_json, ${path})`;
    const type = sql`json_type(i.values_json, ${path})`;
    if (rule.as === 'number')
      return {
        text: noText,
        num: sql`case when ${type} in ('integer', 'real') then ${value}
          when ${type} = 'text' and ${value} glob '*[0-9]*' and not (${value} glob '*[^0-9.-]*')
          then cast(${value} as real) end`,
      };
    if (rule.as === 'person')
      return {
        text: sql`(select lower(p.name) from people p where p.tenant_id = i.tenant_id and p.id = ${value})`,
        num: noNum,
      };
    return {
      text: sql`case ${type} when 'true' then 'true' when 'false' then 'false' else lower(${value}) end`,
      num: noNum,
    };
  }
  const at = sql.lit(`{${rule.path.join(',')}}`);
  const json = sql`(i.values_json::jsonb -> c.id)`;
  const value = sql`(${json} #>> ${at})`;
  if (rule.as === 'number')
    return {
      text: noText,
      num: sql`case when jsonb_typeof(${json} #> ${at}) = 'number' or ${value} ~ '^-?[0-9]+(\\.[0-9]+)?$'
        then cast(${value} as double precision) end`,
    };
  if (rule.as === 'person')
    return {
      text: sql`(select lower(p.name) from people p where p.tenant_id = i.tenant_id and p.id = ${value})`,
      num: noNum,
    };
  return { text: sql`lower(${value})`, num: noNum };
};

const backfill = async (db: AnyKysely) => {
  for (const rule of RULES) {
    const key = keyOf(db, rule);
    await sql`insert into item_sort_keys
        (tenant_id, board_id, column_id, item_id, key_num, key_text, gpos, pos)
      select tenant_id, board_id, column_id, item_id, key_num, key_text, gpos, pos from (
        select i.tenant_id, i.board_id, c.id as column_id, i.id as item_id,
          ${key.num} as key_num, ${key.text} as key_text, i.gpos, i.pos
        from items i
        join board_columns c on c.tenant_id = i.tenant_id and c.board_id = i.board_id
        where c.type = ${sql.lit(rule.type)}
      ) k
      where key_num is not null or key_text is not null`.execute(db);
  }
};

/** Item indexes of the name, created and updated sorts; a descending sort keeps ties in board order. */
const ITEM_INDEXES = [
  ['items_name_asc', 'lower(name)'],
  ['items_name_desc', 'lower(name) desc'],
  ['items_created_asc', 'created_at'],
  ['items_created_desc', 'created_at desc'],
  ['items_updated_asc', 'updated_at'],
  ['items_updated_desc', 'updated_at desc'],
] as const;

export const up = async (db: AnyKysely): Promise<void> => {
  await db.schema
    .createTable('item_sort_keys')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('board_id', 'text', (c) => c.notNull())
    .addColumn('column_id', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('key_num', 'double precision')
    .addColumn('key_text', 'text')
    .addColumn('gpos', 'integer', (c) => c.notNull())
    .addColumn('pos', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('item_sort_keys_pk', ['tenant_id', 'item_id', 'column_id'])
    // An item's or a column's keys go with it (board and tenant deletes cascade through both). No index
    // leads with the column: deleting a column rewrites its whole board anyway, one scan more is nothing.
    .addForeignKeyConstraint(
      'item_sort_keys_item_fk',
      ['tenant_id', 'item_id'],
      'items',
      ['tenant_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .addForeignKeyConstraint(
      'item_sort_keys_column_fk',
      ['tenant_id', 'column_id'],
      'board_columns',
      ['tenant_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  // One index per direction: a descending key with ascending ties is no scan of the ascending index.
  await db.schema
    .createIndex('item_sort_keys_asc')
    .on('item_sort_keys')
    .columns(['tenant_id', 'board_id', 'column_id', 'key_num', 'key_text', 'gpos', 'pos'])
    .execute();
  await db.schema
    .createIndex('item_sort_keys_desc')
    .on('item_sort_keys')
    .columns(['tenant_id', 'board_id', 'column_id', 'key_num desc', 'key_text desc', 'gpos', 'pos'])
    .execute();
  for (const [name, key] of ITEM_INDEXES)
    await sql`create index ${sql.id(name)} on items (tenant_id, board_id, ${sql.raw(key)}, gpos, pos)`.execute(
      db,
    );
  await backfill(db);
};

export const down = async (db: AnyKysely): Promise<void> => {
  for (const [name] of ITEM_INDEXES) await db.schema.dropIndex(name).ifExists().execute();
  await db.schema.dropTable('item_sort_keys').ifExists().execute();
};
