import type { AnyKysely } from './helpers';

/**
 * Preview as client (the console): a session of a client opened by a staff member, read-only. `preview_by`
 * is the staff account that opened it (null for every ordinary session). No foreign key: a removed staff
 * member's previews stop because signing in checks that account (auth.service), not because rows vanish.
 */
export const up = async (db: AnyKysely): Promise<void> => {
  await db.schema.alterTable('sessions').addColumn('preview_by', 'text').execute();
};

export const down = async (db: AnyKysely): Promise<void> => {
  await db.schema.alterTable('sessions').dropColumn('preview_by').execute();
};
