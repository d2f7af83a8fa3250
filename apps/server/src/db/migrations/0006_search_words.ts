import { sql } from 'kysely';
import { addWords } from '../search-words';
import { type AnyKysely, isSqlite } from './helpers';

/**
 * SQLite: a word index beside the trigram index (db/search-words.ts). items_words indexes
 * items.search_text by words (FTS5 `ascii` tokenizer: what db/search-words.ts wordsOf cuts, exactly);
 * search_words is the vocabulary, one row per word ever indexed (never deleted: a word no item holds any
 * more only costs a lookup), under a trigram index to find the words containing a term. Both indexes are
 * fed from the queue of migration 0003 by the same flush, so they always hold the same texts.
 * PostgreSQL: nothing changes (pg_trgm).
 */
export const up = async (db: AnyKysely): Promise<void> => {
  if (!isSqlite(db)) return;
  // Index what is queued first, so the new index starts from the texts the trigram index holds.
  await sql`INSERT INTO items_fts(items_fts, rowid, search_text)
    SELECT 'delete', rid, old_text FROM items_fts_pending WHERE old_text IS NOT NULL`.execute(db);
  await sql`INSERT INTO items_fts(rowid, search_text)
    SELECT p.rid, i.search_text FROM items_fts_pending p JOIN items i ON i.rowid = p.rid`.execute(db);
  await sql`DELETE FROM items_fts_pending`.execute(db);

  await sql`CREATE VIRTUAL TABLE items_words USING fts5(
    search_text, content='items', content_rowid='rowid', tokenize='ascii', detail=full
  )`.execute(db);
  await sql`INSERT INTO items_words(items_words) VALUES ('rebuild')`.execute(db);
  await sql`CREATE TABLE search_words (id INTEGER PRIMARY KEY, word TEXT NOT NULL UNIQUE)`.execute(db);
  await sql`CREATE VIRTUAL TABLE search_words_fts USING fts5(
    word, content='search_words', content_rowid='id', tokenize='trigram', detail=full
  )`.execute(db);
  await sql`CREATE TRIGGER search_words_ai AFTER INSERT ON search_words BEGIN
    INSERT INTO search_words_fts(rowid, word) VALUES (new.id, new.word);
  END`.execute(db);
  for (let after = 0; ;) {
    const rows = await sql<{ rid: number; search_text: string }>`SELECT rowid AS rid, search_text
      FROM items WHERE rowid > ${after} ORDER BY rowid LIMIT 2000`.execute(db);
    const last = rows.rows[rows.rows.length - 1];
    if (!last) break;
    await addWords(
      db,
      rows.rows.map((r) => r.search_text),
    );
    after = last.rid;
  }

  // The walk of common terms reads the text of each row in board order (search.repository.ts windowWalk):
  // from this index it reads just that, not whole rows (~1.3 kB of prose items, ~5 ms a page at 4%).
  await sql`CREATE INDEX items_search_order ON items (tenant_id, board_id, gpos, pos, id, search_text)`.execute(
    db,
  );

  // Deletes take the item out of both indexes at once (as 0003's trigger did for the trigram index).
  await sql`DROP TRIGGER items_fts_ad`.execute(db);
  await sql`CREATE TRIGGER items_fts_ad AFTER DELETE ON items BEGIN
    INSERT INTO items_fts(items_fts, rowid, search_text)
      SELECT 'delete', old.rowid, old.search_text
      WHERE NOT EXISTS (SELECT 1 FROM items_fts_pending WHERE rid = old.rowid);
    INSERT INTO items_words(items_words, rowid, search_text)
      SELECT 'delete', old.rowid, old.search_text
      WHERE NOT EXISTS (SELECT 1 FROM items_fts_pending WHERE rid = old.rowid);
    INSERT INTO items_fts(items_fts, rowid, search_text)
      SELECT 'delete', rid, old_text FROM items_fts_pending WHERE rid = old.rowid AND old_text IS NOT NULL;
    INSERT INTO items_words(items_words, rowid, search_text)
      SELECT 'delete', rid, old_text FROM items_fts_pending WHERE rid = old.rowid AND old_text IS NOT NULL;
    DELETE FROM items_fts_pending WHERE rid = old.rowid;
  END`.execute(db);
};

export const down = async (db: AnyKysely): Promise<void> => {
  if (!isSqlite(db)) return;
  await sql`DROP TRIGGER items_fts_ad`.execute(db);
  await sql`CREATE TRIGGER items_fts_ad AFTER DELETE ON items BEGIN
    INSERT INTO items_fts(items_fts, rowid, search_text)
      SELECT 'delete', old.rowid, old.search_text
      WHERE NOT EXISTS (SELECT 1 FROM items_fts_pending WHERE rid = old.rowid);
    INSERT INTO items_fts(items_fts, rowid, search_text)
      SELECT 'delete', rid, old_text FROM items_fts_pending WHERE rid = old.rowid AND old_text IS NOT NULL;
    DELETE FROM items_fts_pending WHERE rid = old.rowid;
  END`.execute(db);
  await sql`DROP INDEX items_search_order`.execute(db);
  await sql`DROP TABLE search_words_fts`.execute(db);
  await sql`DROP TABLE search_words`.execute(db);
  await sql`DROP TABLE items_words`.execute(db);
};
