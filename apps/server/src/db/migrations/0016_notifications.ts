import { type AnyKysely, timestampType } from './helpers';

/**
 * Notifications (modules/notifications): the entries of each person's bell, how each person wants to be
 * told per kind, the items they follow or stopped following, whom an item's assignment was already
 * announced to, and the daily digests sent (one row per person and day: the claim that keeps two
 * instances from sending the same digest).
 */
export const up = async (db: AnyKysely): Promise<void> => {
  const ts = timestampType(db);
  await db.schema
    .createTable('notifications')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('actor_name', 'text')
    .addColumn('board_id', 'text')
    .addColumn('item_id', 'text')
    .addColumn('update_id', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text')
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('in_app', 'integer', (c) => c.notNull())
    /** 'none', 'instant' (queued in the outbox when made), 'digest' (waits for the day's digest), 'sent', 'skipped'. */
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('read_at', ts)
    .addPrimaryKeyConstraint('notifications_pk', ['tenant_id', 'id'])
    .addForeignKeyConstraint(
      'notifications_user_fk',
      ['tenant_id', 'user_id'],
      'users',
      ['tenant_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    // An entry about an item goes with the item (a null item_id is not checked).
    .addForeignKeyConstraint(
      'notifications_item_fk',
      ['tenant_id', 'item_id'],
      'items',
      ['tenant_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  // The bell: a person's entries newest first, and their unread ones.
  await db.schema
    .createIndex('notifications_user_idx')
    .on('notifications')
    .columns(['tenant_id', 'user_id', 'in_app', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('notifications_unread_idx')
    .on('notifications')
    .columns(['tenant_id', 'user_id', 'in_app', 'read_at'])
    .execute();
  // The digest's pass: the entries still waiting for one.
  await db.schema
    .createIndex('notifications_email_idx')
    .on('notifications')
    .columns(['email', 'tenant_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('notifications_item_idx')
    .on('notifications')
    .columns(['tenant_id', 'item_id'])
    .execute();

  await db.schema
    .createTable('notification_preferences')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('in_app', 'integer', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_preferences_pk', ['tenant_id', 'user_id', 'kind'])
    .addForeignKeyConstraint(
      'notification_preferences_user_fk',
      ['tenant_id', 'user_id'],
      'users',
      ['tenant_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();

  // `following` 1: follows the item; 0: stopped following (also what they created or are assigned to).
  await db.schema
    .createTable('item_follows')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('following', 'integer', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('item_follows_pk', ['tenant_id', 'item_id', 'user_id'])
    .addForeignKeyConstraint(
      'item_follows_item_fk',
      ['tenant_id', 'item_id'],
      'items',
      ['tenant_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .addForeignKeyConstraint(
      'item_follows_user_fk',
      ['tenant_id', 'user_id'],
      'users',
      ['tenant_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();

  // The accounts an item's assignment was announced to: an item assigns someone new when its people
  // hold an account not in here (and one who left it is taken out, so assigning them again tells them).
  await db.schema
    .createTable('item_assignees')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('item_assignees_pk', ['tenant_id', 'item_id', 'user_id'])
    .addForeignKeyConstraint(
      'item_assignees_item_fk',
      ['tenant_id', 'item_id'],
      'items',
      ['tenant_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .addForeignKeyConstraint(
      'item_assignees_user_fk',
      ['tenant_id', 'user_id'],
      'users',
      ['tenant_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('notification_digests')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('sent_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_digests_pk', ['tenant_id', 'user_id', 'day'])
    .addForeignKeyConstraint(
      'notification_digests_user_fk',
      ['tenant_id', 'user_id'],
      'users',
      ['tenant_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
};

export const down = async (db: AnyKysely): Promise<void> => {
  for (const table of [
    'notification_digests',
    'item_assignees',
    'item_follows',
    'notification_preferences',
    'notifications',
  ])
    await db.schema.dropTable(table).execute();
};
