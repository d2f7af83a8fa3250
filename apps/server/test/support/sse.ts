import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface SseMessage {
  id: string | null;
  event: string;
  data: string;
}

export interface SseStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body of a refused request (not a stream). */
  body: () => Promise<string>;
  /** The next message with data (id-only and comment blocks are skipped); rejects when the stream ends. */
  next: () => Promise<SseMessage>;
  /** The last `id:` the stream has set, as a browser's EventSource would resume from. */
  lastId: () => string | null;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close: () => void;
}

/** The port of an app listening on a random loopback port (started on first use). */
export const listeningPort = async (app: FastifyInstance): Promise<number> => {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
};

/**
 * Opens GET /api/events on a real socket (inject cannot hold a stream open) and parses the server-sent
 * events as they arrive.
 */
export const openStream = (
  port: number,
  slug: string,
  token: string | null,
  options: { lastEventId?: string; query?: string } = {},
): Promise<SseStream> =>
  new Promise((resolve, reject) => {
    const request = http.get({
      host: '127.0.0.1',
      port,
      path: `/api/events${options.query ?? ''}`,
      headers: {
        host: `${slug}.localhost`,
        accept: 'text/event-stream',
        ...(token && { authorization: `Bearer ${token}` }),
        ...(options.lastEventId !== undefined && { 'last-event-id': options.lastEventId }),
      },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      response.setEncoding('utf8');
      const messages: SseMessage[] = [];
      const waiting: Array<{ resolve: (m: SseMessage) => void; reject: (e: Error) => void }> = [];
      let buffer = '';
      let lastId: string | null = null;
      let done = false;
      let raw = '';
      let opened: () => void = () => {};
      const isOpen = new Promise<void>((r) => (opened = r));
      const flush = () => {
        while (waiting.length && messages.length) waiting.shift()?.resolve(messages.shift() as SseMessage);
        if (done) while (waiting.length) waiting.shift()?.reject(new Error('the stream ended'));
      };
      response.on('data', (chunk: string) => {
        raw += chunk;
        if (raw.includes('retry:')) opened();
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const message: SseMessage = { id: null, event: 'message', data: '' };
          let hasData = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue;
            const colon = line.indexOf(':');
            const field = colon < 0 ? line : line.slice(0, colon);
            const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (field === 'id') lastId = message.id = value;
            else if (field === 'event') message.event = value;
            else if (field === 'data') {
              message.data += (hasData ? '\n' : '') + value;
              hasData = true;
            }
          }
          if (hasData) messages.push(message);
        }
        flush();
      });
      const ended = new Promise<void>((r) =>
        response.on('close', () => {
          done = true;
          flush();
          r();
        }),
      );
      const stream: SseStream = {
        status: response.statusCode ?? 0,
        headers: response.headers,
        body: async () => {
          await ended;
          return raw;
        },
        next: () =>
          new Promise<SseMessage>((res, rej) => {
            waiting.push({ resolve: res, reject: rej });
            flush();
          }),
        lastId: () => lastId,
        ended,
        close: () => request.destroy(),
      };
      // A stream is registered before it says `retry:`: from then on nothing committed is missed.
      if (response.statusCode === 200) void Promise.race([isOpen, ended]).then(() => resolve(stream));
      else resolve(stream);
    });
  });
