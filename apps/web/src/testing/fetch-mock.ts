import { vi } from 'vitest';

export interface MockRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

type Handler = (
  request: MockRequest,
) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;

/**
 * Replaces fetch with handlers keyed by 'METHOD /path'. Every request is recorded; a request without a
 * handler fails the test loudly instead of hanging.
 */
export const mockFetch = (handlers: Record<string, Handler>) => {
  const requests: MockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://acme.localhost');
    const method = init.method ?? 'GET';
    const raw = init.body;
    const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
    const request = { method, url, headers: new Headers(init.headers), body };
    requests.push(request);
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) throw new Error(`Unexpected request ${method} ${url.pathname}`);
    const { status = 200, body: responseBody = {} } = await handler(request);
    return new Response(JSON.stringify(responseBody), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
};
