import type { FastifyInstance } from 'fastify';

/** How often queued search texts are indexed. */
const SEARCH_FLUSH_MS = 250;

/**
 * Item writes queue their search text; it reaches the index in batches (SQLite, migration 0003).
 * Searches are exact meanwhile, so the timer only keeps the queue short. It lives with the app: it starts
 * when the app is built and drains the queue once more when the app closes.
 */
export const registerSearchIndexFlush = (app: FastifyInstance, bulk: { flushSearch(): Promise<number> }) => {
  const flusher = setInterval(() => {
    bulk.flushSearch().catch((error: unknown) => app.log.error({ err: error }, 'search index flush failed'));
  }, SEARCH_FLUSH_MS);
  flusher.unref();
  app.addHook('onClose', async () => {
    clearInterval(flusher);
    await bulk.flushSearch();
  });
};
