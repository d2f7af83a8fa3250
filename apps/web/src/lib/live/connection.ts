import { LIVE_EVENT_TYPES, LIVE_RETRY_MS, type LiveEvent, liveEndpoints } from '@portico/contract';
import { createSseParser } from './sse';

export interface LiveConnectionOptions {
  /** The bearer token now (null: signed out, nothing to connect). */
  token: () => string | null;
  onEvent: (event: LiveEvent) => void;
  fetch?: typeof fetch;
  /** Waits before a reconnection (tests pass one that resolves at once). */
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** The page's visibility (tests pass a stub). */
  visibility?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
}

const MAX_BACKOFF_MS = 30_000;
const TYPES: ReadonlySet<string> = new Set(LIVE_EVENT_TYPES);

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * The live event stream of a signed-in tab (GET /api/events). EventSource cannot send the bearer token,
 * so this reads the stream with fetch and parses it itself. A dropped stream is opened again after a
 * growing delay (from the server's `retry:` up to 30 s) with `Last-Event-ID`, so nothing is missed; a tab
 * coming back into view reconnects at once. 401 ends it: the session is over. Returns the stop function.
 */
export const connectLive = (options: LiveConnectionOptions): (() => void) => {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const wait = options.wait ?? sleep;
  const visibility = options.visibility ?? (typeof document === 'undefined' ? undefined : document);
  const stopped = new AbortController();
  let pause = new AbortController();
  let failures = 0;
  const parser = createSseParser((message) => {
    if (!TYPES.has(message.event)) return;
    try {
      options.onEvent(JSON.parse(message.data) as LiveEvent);
    } catch {
      // Not JSON: nothing to act on.
    }
  });

  const once = async (): Promise<'again' | 'stop'> => {
    const token = options.token();
    if (!token) return 'stop';
    const headers: Record<string, string> = { accept: 'text/event-stream', authorization: `Bearer ${token}` };
    const last = parser.lastEventId();
    if (last) headers['last-event-id'] = last;
    const response = await doFetch(liveEndpoints.liveEvents.path, { headers, signal: stopped.signal });
    if (response.status === 401 || response.status === 403 || response.status === 404) return 'stop';
    if (!response.ok || !response.body) return 'again';
    parser.reset();
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return 'again';
      failures = 0;
      parser.feed(value);
    }
  };

  const run = async () => {
    while (!stopped.signal.aborted) {
      let outcome: 'again' | 'stop';
      try {
        outcome = await once();
      } catch {
        outcome = 'again';
      }
      if (outcome === 'stop' || stopped.signal.aborted) return;
      const base = parser.retry() ?? LIVE_RETRY_MS;
      const delay = Math.min(MAX_BACKOFF_MS, base * 2 ** failures) * (0.75 + Math.random() * 0.5);
      failures++;
      pause = new AbortController();
      await wait(delay, pause.signal);
    }
  };

  const onVisible = () => {
    if (visibility?.visibilityState === 'visible') pause.abort();
  };
  visibility?.addEventListener('visibilitychange', onVisible);
  void run();
  return () => {
    stopped.abort();
    pause.abort();
    visibility?.removeEventListener('visibilitychange', onVisible);
  };
};
