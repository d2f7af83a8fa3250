import type { Kysely } from 'kysely';
import type { Database, FeedbackTable } from '../../db/schema';

export const insertFeedback = (db: Kysely<Database>, row: FeedbackTable) =>
  db.insertInto('feedback').values(row).execute();

export const listFeedback = (db: Kysely<Database>, tenantId: string) =>
  db
    .selectFrom('feedback')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('created_at', 'desc')
    .execute();
