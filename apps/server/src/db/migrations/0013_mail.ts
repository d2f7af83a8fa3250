import { type AnyKysely, timestampType } from './helpers';

/**
 * Email (docs/decisions.md, "Email"): the outbox holds every email until the SMTP server accepted it, and
 * password_tokens the one-time links of password resets and invitations (only their hashes).
 */
export const up = async (db: AnyKysely): Promise<void> => {
  const ts = timestampType(db);

  await db.schema
    .createTable('outbox')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    // The Message-ID header, fixed when the row is written: every retry of the row carries the same one,
    // so a receiver (and the tests) can tell a resent email from a new one.
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', ts, (c) => c.notNull())
    .addColumn('locked_until', ts)
    .addColumn('last_error', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('sent_at', ts)
    .addPrimaryKeyConstraint('outbox_pk', ['tenant_id', 'id'])
    .addUniqueConstraint('outbox_message_id_uq', ['message_id'])
    .execute();
  // The sender's claim: pending rows by due time (a lease that ran out makes its row due again).
  await db.schema.createIndex('outbox_due_idx').on('outbox').columns(['status', 'next_attempt_at']).execute();

  await db.schema
    .createTable('password_tokens')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('used_at', ts)
    .addPrimaryKeyConstraint('password_tokens_pk', ['tenant_id', 'id'])
    .addUniqueConstraint('password_tokens_token_uq', ['tenant_id', 'token_hash'])
    .addForeignKeyConstraint(
      'password_tokens_user_fk',
      ['tenant_id', 'user_id'],
      'users',
      ['tenant_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('password_tokens_user_idx')
    .on('password_tokens')
    .columns(['tenant_id', 'user_id'])
    .execute();
};

export const down = async (db: AnyKysely): Promise<void> => {
  await db.schema.dropTable('password_tokens').ifExists().execute();
  await db.schema.dropTable('outbox').ifExists().execute();
};
