import { vi } from 'vitest';
import type { z } from 'zod';
import { type EndpointDef, endpoints } from '@portico/contract';

export interface MockRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

type Endpoints = typeof endpoints;

/** '/api/boards/getItemDetails/:itemId' → `/api/boards/getItemDetails/${string}`. */
type SegmentOf<S extends string> = S extends `:${string}` ? string : S;
type PathOf<P extends string> = P extends `${infer Head}/${infer Rest}`
  ? `${SegmentOf<Head>}/${PathOf<Rest>}`
  : SegmentOf<P>;

/** The handler key of an endpoint: 'METHOD /path' with any value for each path parameter. */
type KeyOf<E extends EndpointDef> = `${E['method']} ${PathOf<E['path']>}`;

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503 | 504;

/**
 * What a handler answers: a success body of the endpoint's response schema (checked by the compiler, and
 * again at run time), or an error status with any body (error bodies and broken gateways are tested too).
 */
export type MockAnswer<E extends EndpointDef> =
  { status?: 200 | 201; body: z.input<E['response']> } | { status: ErrorStatus; body?: unknown };

type Handler<E extends EndpointDef> = (request: MockRequest) => MockAnswer<E> | Promise<MockAnswer<E>>;

/** Handlers by 'METHOD /path', each typed by the contract's endpoint of that path. */
export type MockHandlers = Partial<{
  [N in keyof Endpoints as KeyOf<Endpoints[N]>]: Handler<Endpoints[N]>;
}>;

const patternOf = (path: string) => new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}$`);
/** Static paths first, as the server routes them: `/items/bulk` is bulkItems, not an item called "bulk". */
const known = Object.values(endpoints as Record<string, EndpointDef>)
  .map((endpoint) => ({
    endpoint,
    pattern: patternOf(endpoint.path),
    params: endpoint.path.split(':').length,
  }))
  .sort((a, b) => a.params - b.params);

/** The contract's endpoint a request goes to. */
const endpointOf = (method: string, pathname: string): EndpointDef | undefined =>
  known.find((e) => e.endpoint.method === method && e.pattern.test(pathname))?.endpoint;

/**
 * Mocked answers that broke the contract in the running test. The app under test may swallow the failed
 * fetch (as a network error), so the test setup fails the test from this list after it ran.
 */
export const contractViolations: string[] = [];

/**
 * Replaces fetch with handlers keyed by 'METHOD /path'. Every request is recorded; a request without a
 * handler fails the test loudly instead of hanging, and so does a success answer that does not match the
 * endpoint's response schema in the contract (a mock cannot drift from what the server sends).
 */
export const mockFetch = (handlers: MockHandlers) => {
  const requests: MockRequest[] = [];
  const table = handlers as Record<string, Handler<EndpointDef> | undefined>;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://acme.localhost');
    const method = init.method ?? 'GET';
    const raw = init.body;
    const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
    const request = { method, url, headers: new Headers(init.headers), body };
    requests.push(request);
    const handler = table[`${method} ${url.pathname}`];
    if (!handler) throw new Error(`Unexpected request ${method} ${url.pathname}`);
    const answer = await handler(request);
    const status = answer.status ?? 200;
    if (status < 300) {
      const endpoint = endpointOf(method, url.pathname);
      if (!endpoint) throw new Error(`${method} ${url.pathname} is no endpoint of the contract`);
      const checked = endpoint.response.safeParse(answer.body);
      if (!checked.success) {
        const violation = `The mocked answer of ${method} ${url.pathname} breaks the contract: ${checked.error.message}`;
        contractViolations.push(violation);
        throw new Error(violation);
      }
    }
    return new Response(JSON.stringify(answer.body ?? {}), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
};

/** A handler answering `{ success: true, data }` (the envelope of most calls). */
export const ok =
  <T>(data: T) =>
  () => ({ body: { success: true as const, data } });
