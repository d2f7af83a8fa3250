import { type AnyKysely, timestampType } from './helpers';

/**
 * Tenancy, accounts, sessions, files, feedback. Tenant-owned tables have (tenant_id, id) primary keys
 * and tenant-scoped unique keys, so they can be distributed by tenant_id (e.g. Citus) as they are.
 */
export const up = async (db: AnyKysely): Promise<void> => {
  const ts = timestampType(db);

  await db.schema
    .createTable('instance_settings')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('tenants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('logo_file_id', 'text')
    .addColumn('signup_method', 'text', (c) => c.notNull())
    .addColumn('subscription_status', 'text', (c) => c.notNull())
    .addColumn('subscription_plan', 'text', (c) => c.notNull())
    .addColumn('allow_users_to_create_new_items', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('allow_new_value_creation', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('filter_items_by_email', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('grant_all_boards', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('avatar_file_id', 'text')
    .addColumn('filter_items_by_email', 'integer')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('users_pk', ['tenant_id', 'id'])
    .addUniqueConstraint('users_tenant_email_uq', ['tenant_id', 'email'])
    .execute();

  for (const table of ['sessions', 'login_tokens'] as const) {
    let builder = db.schema
      .createTable(table)
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', ts, (c) => c.notNull())
      .addColumn('expires_at', ts, (c) => c.notNull());
    builder = table === 'sessions' ? builder.addColumn('revoked_at', ts) : builder.addColumn('used_at', ts);
    await builder
      .addPrimaryKeyConstraint(`${table}_pk`, ['tenant_id', 'id'])
      .addUniqueConstraint(`${table}_token_uq`, ['tenant_id', 'token_hash'])
      .addForeignKeyConstraint(
        `${table}_user_fk`,
        ['tenant_id', 'user_id'],
        'users',
        ['tenant_id', 'id'],
        (fk) => fk.onDelete('cascade'),
      )
      .execute();
    await db.schema.createIndex(`${table}_user_idx`).on(table).columns(['tenant_id', 'user_id']).execute();
  }

  await db.schema
    .createTable('oidc_states')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('redirect_uri', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('oidc_states_pk', ['tenant_id', 'state'])
    .execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limits_pk', ['tenant_id', 'key'])
    .execute();

  await db.schema
    .createTable('files')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('files_pk', ['tenant_id', 'id'])
    .execute();

  await db.schema
    .createTable('feedback')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('feedback_pk', ['tenant_id', 'id'])
    .addForeignKeyConstraint(
      'feedback_user_fk',
      ['tenant_id', 'user_id'],
      'users',
      ['tenant_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('feedback_created_idx')
    .on('feedback')
    .columns(['tenant_id', 'created_at'])
    .execute();
};

export const down = async (db: AnyKysely): Promise<void> => {
  for (const t of [
    'feedback',
    'files',
    'rate_limits',
    'oidc_states',
    'login_tokens',
    'sessions',
    'users',
    'tenants',
    'instance_settings',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
};
