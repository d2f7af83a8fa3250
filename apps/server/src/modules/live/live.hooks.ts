import type { FastifyInstance } from 'fastify';
import type { LiveService } from './live.service';

/**
 * Publishes `board.changed` after every successful change under a board's console path (its settings,
 * groups and columns), registered by those route plugins: a route added there later is covered too.
 * These writes are short transactions of their own, so the event follows the commit rather than joining it.
 */
export const publishBoardChanges = (app: FastifyInstance, live: LiveService) => {
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || reply.statusCode >= 300) return;
    const boardId = (request.params as { boardId?: unknown } | undefined)?.boardId;
    if (typeof boardId !== 'string' || !request.tenantRow) return;
    try {
      await live.publish(request.tenantRow.id, { type: 'board.changed', boardId });
    } catch (error) {
      request.log.warn({ err: error }, 'live events: publishing a board change failed');
    }
  });
};
