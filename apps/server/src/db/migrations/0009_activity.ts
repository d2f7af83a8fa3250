import { type AnyKysely, timestampType } from './helpers';

/**
 * The activity record (modules/activity): one row per change of a field — an item's column, an account,
 * a setting — with the names and values as they were, so entries outlive what they are about (no foreign
 * key but the tenant's).
 */
export const up = async (db: AnyKysely): Promise<void> => {
  const ts = timestampType(db);
  await db.schema
    .createTable('activity')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('at', ts, (c) => c.notNull())
    .addColumn('actor_kind', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text')
    .addColumn('subject_name', 'text', (c) => c.notNull())
    .addColumn('board_id', 'text')
    .addColumn('board_name', 'text')
    .addColumn('field', 'text')
    .addColumn('column_id', 'text')
    .addColumn('old_value', 'text')
    .addColumn('new_value', 'text')
    .addPrimaryKeyConstraint('activity_pk', ['tenant_id', 'id'])
    .execute();
  // The log newest first, and by item, person and board.
  for (const [name, column] of [
    ['activity_at_idx', null],
    ['activity_subject_idx', 'subject_id'],
    ['activity_actor_idx', 'actor_id'],
    ['activity_board_idx', 'board_id'],
  ] as const)
    await db.schema
      .createIndex(name)
      .on('activity')
      .columns(column ? ['tenant_id', column, 'at', 'id'] : ['tenant_id', 'at', 'id'])
      .execute();
};

export const down = async (db: AnyKysely): Promise<void> => {
  await db.schema.dropTable('activity').execute();
};
