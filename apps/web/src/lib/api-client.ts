import { buildPath, type EndpointDef } from '@portico/contract';
import type { z } from 'zod';
import { ApiError } from './api-error';
import { t } from './i18n';
import { getAccessToken } from './storage';

export { ApiError };

type Input<T> = T extends z.ZodType ? z.input<T> : never;

/** The arguments of a call, derived from its endpoint definition: only the parts it declares. */
export type CallArgs<E extends EndpointDef> = (E['params'] extends z.ZodType
  ? { params: Input<E['params']> }
  : { params?: never }) &
  (E['query'] extends z.ZodType ? { query: Input<E['query']> } : { query?: never }) &
  (E['body'] extends 'multipart'
    ? { body: FormData }
    : E['body'] extends z.ZodType
      ? { body: Input<E['body']> }
      : { body?: never }) & { signal?: AbortSignal };

export type ResponseOf<E extends EndpointDef> = z.output<E['response']>;

/** Whether `args` may be left out: the endpoint declares no params, query or body. */
type OptionalArgs<E extends EndpointDef> = Record<string, never> extends CallArgs<E> ? true : false;

const queryString = (query: Record<string, unknown> | undefined): string => {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

const readMessage = async (response: Response): Promise<string | undefined> => {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      return body.message || undefined;
    }
  } catch {
    // Not JSON (a proxy's error page, an empty body): there is no server message.
  }
  return undefined;
};

/**
 * Calls an endpoint of the contract. Responses are typed from the contract rather than parsed again: the
 * server serialises every response through the same schema, and re-parsing thousands of board items would
 * cost the client time for nothing. It never toasts — the screen that owns the situation does (§8).
 */
export async function apiCall<E extends EndpointDef>(
  endpoint: E,
  ...[args]: OptionalArgs<E> extends true ? [args?: CallArgs<E>] : [args: CallArgs<E>]
): Promise<ResponseOf<E>> {
  return send(endpoint, args) as Promise<ResponseOf<E>>;
}

/** What a call needs at run time: its method, its path and whether it carries the access token. */
export type Route<E extends EndpointDef> = Pick<E, 'method' | 'path' | 'auth'>;

/**
 * apiCall for a call known by its route alone (the contract's signInRoutes), typed by its endpoint
 * (`apiRoute<typeof portalEndpoints.login>(signInRoutes.login, …)`, a type-only import): the sign-in page's
 * first visit loads no schema.
 */
export async function apiRoute<E extends EndpointDef>(
  route: Route<E>,
  ...[args]: OptionalArgs<E> extends true ? [args?: CallArgs<E>] : [args: CallArgs<E>]
): Promise<ResponseOf<E>> {
  return send(route, args) as Promise<ResponseOf<E>>;
}

async function send(endpoint: Route<EndpointDef>, args: unknown): Promise<unknown> {
  const { params, query, body, signal } = (args ?? {}) as {
    params?: Record<string, string>;
    query?: Record<string, unknown>;
    body?: unknown;
    signal?: AbortSignal;
  };
  const headers: Record<string, string> = { accept: 'application/json' };
  if (endpoint.auth) {
    const token = getAccessToken();
    if (token) headers.authorization = `Bearer ${token}`;
  }
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(`${buildPath(endpoint.path, params)}${queryString(query)}`, {
      method: endpoint.method,
      headers,
      body: payload,
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    // In the reader's language: no server said it, so `localize` would not find it among the API's texts.
    throw new ApiError(t('common.errors.network'), 0);
  }

  if (!response.ok) {
    const serverMessage = await readMessage(response);
    throw new ApiError(
      serverMessage ?? `Request failed with status code ${response.status}`,
      response.status,
      serverMessage,
    );
  }
  return response.json();
}
