/** How a long piece of housekeeping is cut up: rows per statement, and when to stop early. */
export interface BatchOptions {
  /** Rows per statement (default 500). */
  batchSize?: number;
  /** Stops between batches once aborted (the scheduler stopping, or a run that lost its lease). */
  signal?: AbortSignal;
}

export const DEFAULT_BATCH_SIZE = 500;

/**
 * Runs `batch` (which handles at most `limit` rows and says how many it did) until one comes back short
 * or the signal aborts. Each batch is a statement of its own, never one long transaction that would hold
 * locks (PostgreSQL) or the single writer (SQLite); the event loop gets a turn between batches, since
 * better-sqlite3 runs each statement synchronously. Answers how many rows were handled.
 */
export const inBatches = async (
  batch: (limit: number) => Promise<number>,
  options: BatchOptions = {},
): Promise<number> => {
  const size = options.batchSize ?? DEFAULT_BATCH_SIZE;
  let total = 0;
  while (!options.signal?.aborted) {
    const done = await batch(size);
    total += done;
    if (done < size) break;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return total;
};
