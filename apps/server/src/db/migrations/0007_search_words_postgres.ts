import { sql } from 'kysely';
import { type AnyKysely, isSqlite } from './helpers';

/**
 * PostgreSQL: the word index of migration 0006, for the same reason (db/search-words.ts): pg_trgm's GIN
 * index cannot find a made-up word of common trigrams without rechecking most of a board of prose.
 *
 * - portico_words(text) cuts a lower-cased text (search_text is) into words exactly as db/search-words.ts
 *   wordsOf (and SQLite's `ascii` tokenizer) does: every ASCII character but letters and digits separates
 *   words. It does not fold A-Z as they do: search_text holds none.
 * - items_search_words indexes the words of items.search_text (GIN on the array, an expression index: no
 *   stored copy of the words).
 * - search_words is the vocabulary, one row per word ever indexed (never deleted), under a trigram index to
 *   find the words containing a term; "C" collation, so a prefix is a range of its primary key.
 * - search_vocabulary.version grows whenever a transaction adds words: it is what a cached plan is checked
 *   against (SQLite uses the vocabulary's last id; here ids would not commit in order). A transaction takes
 *   the version row's lock before it inserts any word, so such transactions add words one after the other
 *   and commit in version order, and two of them never wait for each other's words.
 * - Triggers keep the vocabulary in the same transaction as the items: one per INSERT statement (its new
 *   rows at once), one per row whose search text an UPDATE changes (only the words the old text lacked).
 *
 * SQLite: nothing (migration 0006).
 */
/** kB of GIN entries written before they are merged into the index (see up). */
const PENDING_LIST_KB = 128;
const WORD_SEPARATORS = String.raw`[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+`;

export const up = async (db: AnyKysely): Promise<void> => {
  if (isSqlite(db)) return;
  // An SQL function the planner inlines (~6 µs a text of prose where it tests a row with it; PL/pgSQL or
  // translate() cost 40–60 µs).
  await sql
    .raw(
      `CREATE FUNCTION portico_words(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE
       AS $$ SELECT array_remove(regexp_split_to_array(t, '${WORD_SEPARATORS}'), '') $$`,
    )
    .execute(db);
  // A GIN index queues new entries in a pending list that every search reads whole, up to 4 MB by default:
  // after a thousand item updates, ~420 pages and 1.7 ms a search where the index itself takes 0.2 ms. A
  // short list is merged into the index more often instead, for both GIN indexes of items.
  await sql`CREATE INDEX items_search_words ON items USING gin (portico_words(search_text))
    WITH (gin_pending_list_limit = ${sql.lit(PENDING_LIST_KB)})`.execute(db);
  await sql`ALTER INDEX items_search_trgm SET (gin_pending_list_limit = ${sql.lit(PENDING_LIST_KB)})`.execute(
    db,
  );

  await sql`CREATE TABLE search_words (word text COLLATE "C" PRIMARY KEY)`.execute(db);
  await sql`INSERT INTO search_words(word)
    SELECT DISTINCT w FROM items, unnest(portico_words(search_text)) AS w`.execute(db);
  await sql`CREATE INDEX search_words_trgm ON search_words USING gin (word gin_trgm_ops)`.execute(db);
  await sql`CREATE TABLE search_vocabulary (version bigint NOT NULL)`.execute(db);
  await sql`INSERT INTO search_vocabulary(version) VALUES (1)`.execute(db);

  // The new words are found by a statement planned on every call (EXECUTE): PL/pgSQL would keep a generic
  // plan made while the vocabulary was small, which reads it whole for every word (seconds a batch of items
  // once it holds a few tens of thousands of words).
  await sql`CREATE FUNCTION portico_learn_words(words text[]) RETURNS void LANGUAGE plpgsql AS $$
    DECLARE fresh text[];
    BEGIN
      EXECUTE 'SELECT array_agg(w) FROM unnest($1) AS w
               WHERE NOT EXISTS (SELECT 1 FROM search_words s WHERE s.word = w)' INTO fresh USING words;
      IF fresh IS NOT NULL THEN
        UPDATE search_vocabulary SET version = version + 1;
        INSERT INTO search_words(word) SELECT DISTINCT w FROM unnest(fresh) AS w ORDER BY 1 ON CONFLICT DO NOTHING;
      END IF;
    END $$`.execute(db);
  await sql`CREATE FUNCTION portico_items_words_ai() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM portico_learn_words(ARRAY(
        SELECT DISTINCT w FROM new_rows AS n, unnest(portico_words(n.search_text)) AS w));
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE FUNCTION portico_items_words_au() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM portico_learn_words(ARRAY(
        SELECT unnest(portico_words(NEW.search_text)) EXCEPT SELECT unnest(portico_words(OLD.search_text))));
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER items_words_ai AFTER INSERT ON items REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION portico_items_words_ai()`.execute(db);
  await sql`CREATE TRIGGER items_words_au AFTER UPDATE OF search_text ON items FOR EACH ROW
    WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text) EXECUTE FUNCTION portico_items_words_au()`.execute(
    db,
  );
};

export const down = async (db: AnyKysely): Promise<void> => {
  if (isSqlite(db)) return;
  await sql`DROP TRIGGER items_words_au ON items`.execute(db);
  await sql`DROP TRIGGER items_words_ai ON items`.execute(db);
  await sql`DROP FUNCTION portico_items_words_au()`.execute(db);
  await sql`DROP FUNCTION portico_items_words_ai()`.execute(db);
  await sql`DROP FUNCTION portico_learn_words(text[])`.execute(db);
  await sql`DROP TABLE search_vocabulary`.execute(db);
  await sql`DROP TABLE search_words`.execute(db);
  await sql`DROP INDEX items_search_words`.execute(db);
  await sql`ALTER INDEX items_search_trgm RESET (gin_pending_list_limit)`.execute(db);
  await sql`DROP FUNCTION portico_words(text)`.execute(db);
};
