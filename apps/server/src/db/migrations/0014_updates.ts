import { type AnyKysely, timestampType } from './helpers';

/**
 * Updates on items (issue #8, modules/updates): a thread per item of updates and one level of replies,
 * their attachments (rows of `files`, kind 'update') and the people they mention. An item's updates go with
 * it (and so with its board and tenant). The author has no foreign key, like items.created_by: a removed
 * account leaves its updates, shown without an author.
 */
export const up = async (db: AnyKysely): Promise<void> => {
  const ts = timestampType(db);
  await db.schema
    .createTable('item_updates')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('board_id', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'text')
    .addColumn('author_id', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('internal', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('edited_at', ts)
    .addColumn('deleted_at', ts)
    .addPrimaryKeyConstraint('item_updates_pk', ['tenant_id', 'id'])
    .addForeignKeyConstraint(
      'item_updates_item_fk',
      ['tenant_id', 'item_id'],
      'items',
      ['tenant_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .addForeignKeyConstraint(
      'item_updates_parent_fk',
      ['tenant_id', 'parent_id'],
      'item_updates',
      ['tenant_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  // A thread page: an item's top-level updates newest first; the replies of a page's updates.
  await db.schema
    .createIndex('item_updates_thread_idx')
    .on('item_updates')
    .columns(['tenant_id', 'item_id', 'created_at desc', 'id desc'])
    .execute();
  await db.schema
    .createIndex('item_updates_parent_idx')
    .on('item_updates')
    .columns(['tenant_id', 'parent_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('item_update_files')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('update_id', 'text', (c) => c.notNull())
    .addColumn('file_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('item_update_files_pk', ['tenant_id', 'update_id', 'file_id'])
    .addForeignKeyConstraint(
      'item_update_files_update_fk',
      ['tenant_id', 'update_id'],
      'item_updates',
      ['tenant_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('item_update_mentions')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('update_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('item_update_mentions_pk', ['tenant_id', 'update_id', 'user_id'])
    .addForeignKeyConstraint(
      'item_update_mentions_update_fk',
      ['tenant_id', 'update_id'],
      'item_updates',
      ['tenant_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .addForeignKeyConstraint(
      'item_update_mentions_user_fk',
      ['tenant_id', 'user_id'],
      'users',
      ['tenant_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('item_update_mentions_user_idx')
    .on('item_update_mentions')
    .columns(['tenant_id', 'user_id'])
    .execute();
};

export const down = async (db: AnyKysely): Promise<void> => {
  for (const t of ['item_update_mentions', 'item_update_files', 'item_updates'])
    await db.schema.dropTable(t).execute();
};
