import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@portico/contract';
import { routeOf, schemaOf } from '../../plugins/route-schema';
import type { LiveService } from './live.service';
import type { LiveSink } from './live.connection';

/** The services the live routes use (app.ts passes exactly these). */
export interface LiveRouteServices {
  live: LiveService;
}
type Services = LiveRouteServices;

/** A client this far behind (bytes buffered and not yet taken) is dropped; it resumes from its last id. */
const MAX_BUFFERED_BYTES = 1 << 20;

/** The id to resume from, as sent: the service tells its own from anything else (which gets `reset`). */
const lastEventIdOf = (header: string | string[] | undefined, query: string | undefined): string | null =>
  (Array.isArray(header) ? header[0] : header)?.trim().slice(0, 200) || query || null;

/**
 * GET /api/events: the signed-in user's live events as server-sent events. The answer is written straight
 * to the socket (hijacked: no serialisation, no compression buffering it) and held open; the app ends every
 * stream before it closes (preClose), so streams never hold up a graceful shutdown.
 */
export const liveRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.addHook('preClose', async () => {
    await services.live.closeAll();
  });

  const route = routeOf(endpoints.liveEvents);
  app.route({
    ...route,
    schema: { ...schemaOf(endpoints.liveEvents), produces: ['text/event-stream'] },
    handler: async (request, reply) => {
      const auth = request.auth();
      const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
      const lastEventId = lastEventIdOf(request.headers['last-event-id'], request.query.lastEventId);
      const raw = reply.raw;
      const sink: LiveSink = {
        write: (chunk) => {
          if (raw.destroyed || raw.writableEnded) return false;
          raw.write(chunk);
          return raw.writableLength <= MAX_BUFFERED_BYTES;
        },
        end: () => {
          if (!raw.writableEnded) raw.end();
        },
      };
      reply.hijack();
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        connection: 'keep-alive',
        // Proxies such as nginx would otherwise hold the events back to fill their buffers.
        'x-accel-buffering': 'no',
      });
      // The stream is quiet between heartbeats: the idle socket time-out must not cut it.
      request.raw.socket.setTimeout(0);
      try {
        const connection = await services.live.open(
          auth,
          { slug: auth.tenant.slug, token },
          lastEventId,
          sink,
        );
        raw.once('close', connection.close);
        if (raw.destroyed) connection.close();
      } catch (error) {
        request.log.error({ err: error }, 'live events: the stream could not start');
        sink.end();
      }
    },
  });
};
