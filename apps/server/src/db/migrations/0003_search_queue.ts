import { sql } from 'kysely';
import { type AnyKysely, isSqlite } from './helpers';

/**
 * SQLite: the FTS5 index is maintained in batches instead of in every write. Indexing one item's text
 * in its own transaction costs ~0.5 ms (a new index segment per commit); in batches of a hundred, ~50 µs
 * an item. Writes now queue the item in items_fts_pending (in the same transaction), and
 * flushSearchIndex (db/search.ts) moves the queue into the index every few hundred milliseconds.
 * Searches stay exact meanwhile: they take the queued items as candidates too and test every candidate's
 * current text. PostgreSQL needs none of this: its GIN index batches new entries itself (fastupdate).
 */
export const up = async (db: AnyKysely): Promise<void> => {
  if (!isSqlite(db)) return;
  // old_text: the text the index holds for the row (what an FTS 'delete' needs); null when the index
  // holds nothing for it yet. The first change since the last flush decides it, later ones keep it.
  await sql`CREATE TABLE items_fts_pending (rid INTEGER PRIMARY KEY, old_text TEXT)`.execute(db);
  await sql`DROP TRIGGER items_fts_ai`.execute(db);
  await sql`DROP TRIGGER items_fts_au`.execute(db);
  await sql`DROP TRIGGER items_fts_ad`.execute(db);
  await sql`CREATE TRIGGER items_fts_ai AFTER INSERT ON items BEGIN
    INSERT OR IGNORE INTO items_fts_pending(rid, old_text) VALUES (new.rowid, NULL);
  END`.execute(db);
  await sql`CREATE TRIGGER items_fts_au AFTER UPDATE OF search_text ON items
    WHEN old.search_text IS NOT new.search_text BEGIN
    INSERT OR IGNORE INTO items_fts_pending(rid, old_text) VALUES (old.rowid, old.search_text);
  END`.execute(db);
  // Deletes are rare (operator tools): the index entry goes at once, as the index holds it.
  await sql`CREATE TRIGGER items_fts_ad AFTER DELETE ON items BEGIN
    INSERT INTO items_fts(items_fts, rowid, search_text)
      SELECT 'delete', old.rowid, old.search_text
      WHERE NOT EXISTS (SELECT 1 FROM items_fts_pending WHERE rid = old.rowid);
    INSERT INTO items_fts(items_fts, rowid, search_text)
      SELECT 'delete', rid, old_text FROM items_fts_pending WHERE rid = old.rowid AND old_text IS NOT NULL;
    DELETE FROM items_fts_pending WHERE rid = old.rowid;
  END`.execute(db);
};

export const down = async (db: AnyKysely): Promise<void> => {
  if (!isSqlite(db)) return;
  // Back to indexing in every write: index what is queued first.
  await sql`INSERT INTO items_fts(items_fts, rowid, search_text)
    SELECT 'delete', rid, old_text FROM items_fts_pending WHERE old_text IS NOT NULL`.execute(db);
  await sql`INSERT INTO items_fts(rowid, search_text)
    SELECT p.rid, i.search_text FROM items_fts_pending p JOIN items i ON i.rowid = p.rid`.execute(db);
  await sql`DROP TABLE items_fts_pending`.execute(db);
  for (const t of ['items_fts_ai', 'items_fts_au', 'items_fts_ad'])
    await sql.raw(`DROP TRIGGER ${t}`).execute(db);
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
};
