import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { Rendered } from './draft';
import { type EndpointModel, endpointModels } from './models';

/** How well a path template matches a request path: its static segments, or -1 when it does not match. */
const templateMatch = (template: string, pathname: string): number => {
  const want = template.split('/');
  // The router ignores a trailing slash (app.ts: ignoreTrailingSlash).
  const got = (pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname).split('/');
  if (want.length !== got.length) return -1;
  let statics = 0;
  for (const [i, segment] of want.entries()) {
    if (segment.startsWith(':')) {
      if (got[i] === '') return -1;
    } else if (segment === got[i]) statics += 1;
    else return -1;
  }
  return statics;
};

/**
 * The endpoint that answers a request, routed as the server routes it: the fuzzed one; another one when
 * a mutation changed the method to that of another endpoint on the same path (GET and POST
 * /api/console/clients, or HEAD for a GET) or a dot segment moved the path onto another endpoint
 * (`/api/notifications/preferences/..` is the notification list); `spa` when it left the API for a page
 * of the web app, which any path outside /api may be.
 */
const answeringModel = (model: EndpointModel, r: Rendered): EndpointModel | 'spa' => {
  // HEAD is answered by the GET route of the path.
  const method = r.method.toUpperCase() === 'HEAD' ? 'GET' : r.method.toUpperCase();
  let pathname: string;
  try {
    pathname = new URL(r.url, 'http://localhost').pathname;
  } catch {
    return model;
  }
  if (method === model.method && templateMatch(model.path, pathname) >= 0) return model;
  const best = endpointModels()
    .filter((m) => m.method === method)
    .map((m) => ({ m, score: templateMatch(m.path, pathname) }))
    .filter((x) => x.score >= 0)
    .sort((a, b) => b.score - a.score)[0];
  if (best) return best.m;
  return pathname === '/api' || pathname.startsWith('/api/') ? model : 'spa';
};

export type Observed =
  | { kind: 'response'; status: number; contentType: string; body: string }
  | { kind: 'hang'; afterMs: number }
  | { kind: 'not-sent'; message: string };

/** The body as the client reads it: a compressed answer (the input may accept any encoding) decoded. */
const decoded = (raw: Buffer, encoding: unknown): string =>
  (encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw).toString(
    'utf8',
  );

/** Sends one request through `inject`; one that does not answer within `timeoutMs` is aborted. */
export const send = async (app: FastifyInstance, r: Rendered, timeoutMs: number): Promise<Observed> => {
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const reply = app.inject({
    method: r.method as 'GET',
    url: r.url,
    headers: r.headers,
    ...(r.payload && { payload: r.payload }),
    remoteAddress: r.remoteAddress,
    signal: abort.signal,
  });
  // The losing side of the race below rejects once aborted; nobody is waiting for it any more.
  reply.catch(() => undefined);
  const hang = new Promise<'hang'>((resolve) => (timer = setTimeout(() => resolve('hang'), timeoutMs)));
  try {
    const res = await Promise.race([reply, hang]);
    if (res === 'hang') {
      abort.abort();
      return { kind: 'hang', afterMs: timeoutMs };
    }
    return {
      kind: 'response',
      status: res.statusCode,
      contentType: String(res.headers['content-type'] ?? ''),
      body: decoded(res.rawPayload, res.headers['content-encoding']),
    };
  } catch (error) {
    return { kind: 'not-sent', message: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
};

/** One way a response breaks the rules; `cause` groups findings, `detail` is shown with the example. */
export interface Problem {
  cause: string;
  detail: string;
}

const STACK = /\bat .+\.(ts|js|mjs|cjs):\d+|node_modules\//;

const parse = (body: string): unknown => {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
};

const pathValues = (model: EndpointModel, url: URL): Record<string, string> | null => {
  const template = model.path.split('/');
  const actual = url.pathname.split('/');
  if (template.length !== actual.length) return null;
  const params: Record<string, string> = {};
  try {
    template.forEach((segment, i) => {
      if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(actual[i] as string);
    });
  } catch {
    return null;
  }
  return params;
};

/**
 * Whether the contract refuses this request, as far as the test can tell from outside (a URL it cannot
 * decode the way the server does counts as "cannot tell"). A 2xx for such a request is a finding.
 */
export const contractRefuses = (model: EndpointModel, r: Rendered): string | null => {
  let url: URL;
  try {
    url = new URL(r.url, 'http://localhost');
  } catch {
    return null;
  }
  const params = pathValues(model, url);
  if (params && model.params && !model.params.safeParse(params).success) return 'its path parameters';
  const query: Record<string, string | string[]> = {};
  for (const [k, v] of url.searchParams) {
    const prev = query[k];
    query[k] = prev === undefined ? v : [...(Array.isArray(prev) ? prev : [prev]), v];
  }
  if (model.query && !model.query.safeParse(query).success) return 'its query';
  if (model.body && model.body !== 'multipart' && r.headers['content-type'] === 'application/json') {
    // A leading byte order mark is allowed to be ignored (RFC 8259 §8.1).
    const body = r.payload ? parse(r.payload.toString('utf8').replace(/^\ufeff/, '')) : undefined;
    if (body === undefined) return 'its body is not JSON';
    if (!model.body.safeParse(body).success) return 'its body';
  }
  return null;
};

/** Short, stable text of a body for grouping (ids and numbers blurred). */
const gist = (text: string, names: Map<string, string>) => {
  let out = text.slice(0, 160);
  for (const [value, label] of names) if (value) out = out.split(value).join(label);
  return out.replace(/[0-9a-f]{16,}/gi, '{id}');
};

/** The rules every answer of the API keeps (issue 12); an empty list when this one keeps them all. */
export const judge = (
  fuzzed: EndpointModel,
  r: Rendered,
  o: Observed,
  names: Map<string, string>,
): Problem[] => {
  if (o.kind === 'hang') return [{ cause: 'no answer (hang)', detail: `no answer within ${o.afterMs} ms` }];
  const model = answeringModel(fuzzed, r);
  if (o.kind === 'not-sent')
    return [{ cause: `the fuzzer could not send it (${o.message.slice(0, 80)})`, detail: o.message }];
  const { status, body, contentType } = o;
  const shown = `${status} ${contentType} ${body.slice(0, 400)}`;
  const problems: Problem[] = [];
  if (STACK.test(body)) problems.push({ cause: `${status} with a stack trace`, detail: shown });
  const head = r.method === 'HEAD';
  if (status >= 500) {
    const json = parse(body) as { message?: unknown } | undefined;
    problems.push({ cause: `${status} ${gist(String(json?.message ?? body), names)}`, detail: shown });
  } else if (status >= 400) {
    const json = parse(body) as Record<string, unknown> | undefined;
    const keys = json && typeof json === 'object' ? Object.keys(json).sort().join(',') : null;
    const ok =
      head ||
      (contentType.startsWith('application/json') &&
        keys === 'message,success' &&
        json?.success === false &&
        typeof json.message === 'string' &&
        json.message.trim() !== '');
    if (!ok)
      problems.push({
        cause: `${status} not in the error format {success:false,message}: ${
          keys === null ? `a ${contentType || 'typeless'} body` : `{${keys}}`
        }`,
        detail: shown,
      });
  } else if (model === 'spa') {
    // A page of the web app: HTML, whatever the path (the API's rules are for /api).
    if (status >= 300 && status < 400) problems.push({ cause: `unexpected status ${status}`, detail: shown });
    else if (!head && !contentType.startsWith('text/html'))
      problems.push({ cause: `${status} outside /api that is not a page`, detail: shown });
  } else if (status >= 200 && status < 300) {
    if (!head && model.response !== 'binary') {
      const parsed = model.response.safeParse(parse(body));
      if (!parsed.success)
        problems.push({
          cause: `${status} whose body does not match the contract`,
          detail: `${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}\n${shown}`,
        });
    }
    const refused = contractRefuses(model, r);
    if (refused)
      problems.push({ cause: `${status} for a request the contract refuses (${refused})`, detail: shown });
  } else {
    problems.push({ cause: `unexpected status ${status}`, detail: shown });
  }
  return problems;
};
