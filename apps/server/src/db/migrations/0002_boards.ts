import { sql } from 'kysely';
import { type AnyKysely, isSqlite, timestampType } from './helpers';

/**
 * Boards, per-user board access, groups, columns, the people directory, items and the assigned-to-me
 * index. Same conventions as 0001: (tenant_id, id) keys, tenant-scoped foreign keys, 0/1 flags, JSON as
 * text. Items carry their board order (group position, position) so a page is one range read of
 * `items_order_uq`, and their API-shaped rendering so a page needs little assembly (see items.render.ts).
 */
export const up = async (db: AnyKysely): Promise<void> => {
  const ts = timestampType(db);

  await db.schema
    .createTable('boards')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('allow_item_creation', 'integer', (c) => c.notNull().defaultTo(1))
    /** Maintained with every insert and delete, so the total never needs COUNT(*) over the board. */
    .addColumn('item_count', 'integer', (c) => c.notNull().defaultTo(0))
    /** The next item position; positions are unique within a board and only grow. */
    .addColumn('next_item_pos', 'bigint', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('boards_pk', ['tenant_id', 'id'])
    .execute();
  await db.schema
    .createIndex('boards_position_idx')
    .on('boards')
    .columns(['tenant_id', 'position'])
    .execute();

  await db.schema
    .createTable('board_access')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('board_id', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('board_access_pk', ['tenant_id', 'user_id', 'board_id'])
    .addForeignKeyConstraint(
      'board_access_user_fk',
      ['tenant_id', 'user_id'],
      'users',
      ['tenant_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .addForeignKeyConstraint(
      'board_access_board_fk',
      ['tenant_id', 'board_id'],
      'boards',
      ['tenant_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('board_access_board_idx')
    .on('board_access')
    .columns(['tenant_id', 'board_id'])
    .execute();

  await db.schema
    .createTable('board_groups')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('board_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('board_groups_pk', ['tenant_id', 'id'])
    // Lets items reference (board, group) together, so an item's group is always of the item's board.
    .addUniqueConstraint('board_groups_board_uq', ['tenant_id', 'board_id', 'id'])
    .addForeignKeyConstraint(
      'board_groups_board_fk',
      ['tenant_id', 'board_id'],
      'boards',
      ['tenant_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('board_columns')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('board_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('settings', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('is_editable', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_visible', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('board_columns_pk', ['tenant_id', 'id'])
    .addForeignKeyConstraint(
      'board_columns_board_fk',
      ['tenant_id', 'board_id'],
      'boards',
      ['tenant_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('board_columns_board_idx')
    .on('board_columns')
    .columns(['tenant_id', 'board_id', 'position'])
    .execute();

  await db.schema
    .createTable('people')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    /** Lower-cased; a portal user with the same email is this person (user_id). */
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('photo_file_id', 'text')
    .addColumn('user_id', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('people_pk', ['tenant_id', 'id'])
    .addUniqueConstraint('people_email_uq', ['tenant_id', 'email'])
    .addUniqueConstraint('people_user_uq', ['tenant_id', 'user_id'])
    .addForeignKeyConstraint('people_user_fk', ['tenant_id', 'user_id'], 'users', ['tenant_id', 'id'], (fk) =>
      fk.onDelete('set null'),
    )
    .execute();

  await db.schema
    .createTable('items')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('board_id', 'text', (c) => c.notNull())
    .addColumn('group_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    /** The group's position, copied here so the board order is one index: (gpos, pos). */
    .addColumn('gpos', 'integer', (c) => c.notNull())
    .addColumn('pos', 'bigint', (c) => c.notNull())
    /** Stored values of every column (hidden ones too), by column id; the source of truth. */
    .addColumn('values_json', 'text', (c) => c.notNull().defaultTo('{}'))
    /** The API's column_values of the visible columns, serialised (file URLs as placeholders). */
    .addColumn('view_json', 'text', (c) => c.notNull().defaultTo('[]'))
    /** Lower-cased name and visible column texts: what search matches. */
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('has_files', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('items_pk', ['tenant_id', 'id'])
    .addForeignKeyConstraint(
      'items_board_fk',
      ['tenant_id', 'board_id'],
      'boards',
      ['tenant_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .addForeignKeyConstraint(
      'items_group_fk',
      ['tenant_id', 'board_id', 'group_id'],
      'board_groups',
      ['tenant_id', 'board_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  // The board order. Keyset pages read `(gpos, pos) > cursor` straight off this index.
  await db.schema
    .createIndex('items_order_uq')
    .on('items')
    .columns(['tenant_id', 'board_id', 'gpos', 'pos'])
    .unique()
    .execute();
  await db.schema.createIndex('items_group_idx').on('items').columns(['tenant_id', 'group_id']).execute();

  // Who is assigned to what: one row per (item, person) of the item's people columns, in board order,
  // so "assigned to me" is a range read too.
  await db.schema
    .createTable('item_people')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('board_id', 'text', (c) => c.notNull())
    .addColumn('person_id', 'text', (c) => c.notNull())
    .addColumn('gpos', 'integer', (c) => c.notNull())
    .addColumn('pos', 'bigint', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('item_people_pk', ['tenant_id', 'board_id', 'person_id', 'gpos', 'pos'])
    .addForeignKeyConstraint(
      'item_people_item_fk',
      ['tenant_id', 'item_id'],
      'items',
      ['tenant_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .addForeignKeyConstraint(
      'item_people_person_fk',
      ['tenant_id', 'person_id'],
      'people',
      ['tenant_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('item_people_item_idx')
    .on('item_people')
    .columns(['tenant_id', 'item_id'])
    .execute();

  await createSearchIndex(db);
};

/**
 * The substring index of items.search_text — the one place the dialects differ (see db/search.ts):
 * SQLite FTS5 with the trigram tokenizer, kept in step by triggers; PostgreSQL pg_trgm GIN.
 */
const createSearchIndex = async (db: AnyKysely) => {
  if (isSqlite(db)) {
    // External content: the index keeps no copy of the text. detail=full keeps trigram positions, so a
    // quoted phrase matches the exact substring (detail=none was 3x slower on common trigrams, measured).
    await sql`CREATE VIRTUAL TABLE items_fts USING fts5(
      search_text, content='items', content_rowid='rowid', tokenize='trigram', detail=full
    )`.execute(db);
    await sql`CREATE TRIGGER items_fts_ai AFTER INSERT ON items BEGIN
      INSERT INTO items_fts(rowid, search_text) VALUES (new.rowid, new.search_text);
    END`.execute(db);
    await sql`CREATE TRIGGER items_fts_ad AFTER DELETE ON items BEGIN
      INSERT INTO items_fts(items_fts, rowid, search_text) VALUES ('delete', old.rowid, old.search_text);
    END`.execute(db);
    await sql`CREATE TRIGGER items_fts_au AFTER UPDATE OF search_text ON items BEGIN
      INSERT INTO items_fts(items_fts, rowid, search_text) VALUES ('delete', old.rowid, old.search_text);
      INSERT INTO items_fts(rowid, search_text) VALUES (new.rowid, new.search_text);
    END`.execute(db);
    return;
  }
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await sql`CREATE INDEX items_search_trgm ON items USING gin (search_text gin_trgm_ops)`.execute(db);
};

export const down = async (db: AnyKysely): Promise<void> => {
  if (isSqlite(db)) await sql`DROP TABLE IF EXISTS items_fts`.execute(db);
  for (const t of [
    'item_people',
    'items',
    'people',
    'board_columns',
    'board_groups',
    'board_access',
    'boards',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
};
