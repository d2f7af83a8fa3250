import { describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '@portico/contract';
import { connectLive } from './connection';

/** A response whose body streams these chunks and then ends (a dropped connection). */
const streamOf = (chunks: string[], status = 200) =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    }),
    { status, headers: { 'content-type': 'text/event-stream' } },
  );

describe('connectLive', () => {
  it('hands events over, and after a drop reconnects with the bearer token and Last-Event-ID', async () => {
    const events: LiveEvent[] = [];
    const answers = [
      streamOf(['retry: 10\n\nid: 5\n\n', 'id: 6\nevent: item.changed\ndata: {"type":"item.changed",']),
      streamOf([
        '"boardId":"lost"}\n\n',
        'id: 9\nevent: board.changed\ndata: {"type":"board.changed","boardId":"b1"}\n\n',
      ]),
      new Response('{"success":false,"message":"Your session has expired"}', { status: 401 }),
    ];
    const fetch = vi.fn(async () => answers.shift() as Response);
    const waits: number[] = [];
    const done = new Promise<void>((resolve) => {
      fetch.mockImplementation(async () => {
        const next = answers.shift() as Response;
        if (answers.length === 0) setTimeout(resolve, 0);
        return next;
      });
    });
    connectLive({
      token: () => 'tok',
      onEvent: (e) => events.push(e),
      fetch: fetch as unknown as typeof globalThis.fetch,
      wait: async (ms) => {
        waits.push(ms);
      },
      visibility: { visibilityState: 'visible', addEventListener: () => {}, removeEventListener: () => {} },
    });
    await done;
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    const headers = fetch.mock.calls.map(
      (call) => (call as unknown[])[1] as { headers: Record<string, string> },
    );
    expect(headers[0]?.headers.authorization).toBe('Bearer tok');
    expect(headers[0]?.headers['last-event-id']).toBeUndefined();
    // The event cut off by the drop is not delivered; the stream resumes after the last complete id.
    expect(headers[1]?.headers['last-event-id']).toBe('5');
    expect(headers[2]?.headers['last-event-id']).toBe('9');
    expect(events).toEqual([{ type: 'board.changed', boardId: 'b1' }]);
    // The server's retry (with jitter of ±25 %); a stream that delivered starts the backoff over.
    expect(waits).toHaveLength(2);
    for (const ms of waits) expect(ms >= 7.5 && ms <= 12.5).toBe(true);
  });

  it('waits longer after each failed attempt', async () => {
    const answers: Array<() => Promise<Response>> = [
      () => Promise.reject(new TypeError('offline')),
      () => Promise.reject(new TypeError('offline')),
      async () => new Response('', { status: 401 }),
    ];
    const fetch = vi.fn(() => (answers.shift() as () => Promise<Response>)());
    const waits: number[] = [];
    connectLive({
      token: () => 't',
      onEvent: () => {},
      fetch: fetch as unknown as typeof globalThis.fetch,
      wait: async (ms) => {
        waits.push(ms);
      },
    });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    expect(waits).toHaveLength(2);
    expect(waits[1] as number).toBeGreaterThan(waits[0] as number);
  });

  it('does not connect without a token, and stops on 401', async () => {
    const fetch = vi.fn(async () => new Response('', { status: 401 }));
    connectLive({ token: () => null, onEvent: () => {}, fetch: fetch as unknown as typeof globalThis.fetch });
    expect(fetch).not.toHaveBeenCalled();
    const wait = vi.fn(async () => {});
    connectLive({
      token: () => 't',
      onEvent: () => {},
      fetch: fetch as unknown as typeof globalThis.fetch,
      wait,
    });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(wait).not.toHaveBeenCalled();
  });
});
