import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { expect } from 'vitest';
import type { EndpointDef } from '@portico/contract';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface Client {
  request(
    method: Method,
    url: string,
    options?: { json?: unknown; body?: string | Buffer; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, json?: unknown): Promise<LightMyRequestResponse>;
  patch(url: string, json?: unknown): Promise<LightMyRequestResponse>;
  delete(url: string): Promise<LightMyRequestResponse>;
  /** Sends a FormData body as multipart/form-data. */
  multipart(method: Method, url: string, form: FormData): Promise<LightMyRequestResponse>;
  /** The same client with another (or no) bearer token. */
  withToken(token: string | null): Client;
}

/** An HTTP client for one tenant host (`<slug>.localhost`), optionally with a bearer token. */
export const clientFor = (app: FastifyInstance, slug: string, token: string | null = null): Client => {
  const headers = (extra: Record<string, string> = {}) => ({
    host: `${slug}.localhost`,
    ...(token && { authorization: `Bearer ${token}` }),
    ...extra,
  });
  const client: Client = {
    request: (method, url, options = {}) =>
      app.inject({
        method,
        url,
        headers: headers({
          ...(options.json !== undefined && { 'content-type': 'application/json' }),
          ...options.headers,
        }),
        ...(options.json !== undefined
          ? { payload: JSON.stringify(options.json) }
          : options.body !== undefined
            ? { payload: options.body }
            : {}),
      }),
    get: (url) => client.request('GET', url),
    post: (url, json) => client.request('POST', url, json === undefined ? {} : { json }),
    patch: (url, json) => client.request('PATCH', url, json === undefined ? {} : { json }),
    delete: (url) => client.request('DELETE', url),
    multipart: async (method, url, form) => {
      const encoded = new Response(form);
      const body = Buffer.from(await encoded.arrayBuffer());
      return client.request(method, url, {
        body,
        headers: { 'content-type': encoded.headers.get('content-type') as string },
      });
    },
    withToken: (other) => clientFor(app, slug, other),
  };
  return client;
};

/** Asserts the status and that the body has the contract's shape; returns the parsed body. */
export const expectBody = <S extends z.ZodType>(
  res: LightMyRequestResponse,
  status: number,
  schema: S,
): z.infer<S> => {
  expect(res.statusCode, res.body).toBe(status);
  const parsed = schema.safeParse(res.json());
  if (!parsed.success)
    throw new Error(`Response does not match the contract: ${parsed.error.message}\n${res.body}`);
  return parsed.data;
};

/** Asserts an error response `{ success: false, message }` with the given status (and message). */
export const expectError = (res: LightMyRequestResponse, status: number, message?: string | RegExp) => {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as { success: unknown; message: unknown };
  expect(body.success).toBe(false);
  expect(typeof body.message).toBe('string');
  expect(res.body).not.toMatch(/\bat .+\.(ts|js):\d+/); // never a stack trace
  if (typeof message === 'string') expect(body.message).toBe(message);
  else if (message) expect(body.message).toMatch(message);
  return body.message as string;
};

/**
 * A client that sends each request to the same method, path and query with an empty body of the
 * endpoint's kind instead of its own: `{}` for a JSON body, a form without parts for a multipart one,
 * none for an endpoint without a body. For asking who is refused whatever they send.
 */
export const emptied = (api: Client, endpoint: EndpointDef): Client => {
  const { body } = endpoint;
  const empty = (method: Method, url: string) =>
    body === 'multipart'
      ? api.multipart(method, url, new FormData())
      : api.request(method, url, body ? { json: {} } : {});
  const client: Client = {
    request: (method, url) => empty(method, url),
    get: (url) => empty('GET', url),
    post: (url) => empty('POST', url),
    patch: (url) => empty('PATCH', url),
    delete: (url) => empty('DELETE', url),
    multipart: (method, url) => empty(method, url),
    withToken: (token) => emptied(api.withToken(token), endpoint),
  };
  return client;
};
