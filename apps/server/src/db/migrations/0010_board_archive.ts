import { type AnyKysely, timestampType } from './helpers';

/** Archived boards (the console): hidden from the portal, kept whole, restorable. */
export const up = async (db: AnyKysely): Promise<void> => {
  await db.schema.alterTable('boards').addColumn('archived_at', timestampType(db)).execute();
};

export const down = async (db: AnyKysely): Promise<void> => {
  await db.schema.alterTable('boards').dropColumn('archived_at').execute();
};
