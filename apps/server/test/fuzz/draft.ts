import { type JsonNode, jsonText } from './hostile';
import { type MultipartDraft, encodeMultipart, multipartContentType } from './multipart-encoding';

/** The body of a request under construction. */
export type BodyDraft =
  | { kind: 'none' }
  | { kind: 'json'; node: JsonNode }
  | { kind: 'raw'; bytes: Buffer; contentType: string | null }
  | { kind: 'multipart'; form: MultipartDraft };

/**
 * A request before it is sent: built valid from an endpoint model, then changed by mutations. Path
 * parameters and query pairs are kept as raw (already percent-encoded) text, so a mutation can put a
 * malformed escape anywhere.
 */
export interface Draft {
  method: string;
  pathTemplate: string;
  params: Record<string, string>;
  /** Appended to the path (extra segments, a trailing slash). */
  pathSuffix: string;
  query: Array<[string, string | null]>;
  headers: Record<string, string>;
  /** Headers a mutation removed (a body's default content type included). */
  removedHeaders: Set<string>;
  body: BodyDraft;
  /** A Content-Length header that lies: a fixed text, or the body's length plus this number. */
  contentLength?: string | number;
  remoteAddress: string;
}

/** One change to a valid request, with the words the failure report uses for it. */
export interface Mutation {
  note: string;
  apply: (draft: Draft) => void;
}

export interface Rendered {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload: Buffer | undefined;
  remoteAddress: string;
}

const renderPath = (d: Draft) =>
  d.pathTemplate.replace(/:([A-Za-z]+)/g, (_, key: string) => d.params[key] ?? '') + d.pathSuffix;

const renderQuery = (d: Draft) =>
  d.query.length ? `?${d.query.map(([k, v]) => (v === null ? k : `${k}=${v}`)).join('&')}` : '';

const renderBody = (body: BodyDraft): { payload: Buffer | undefined; contentType: string | null } => {
  switch (body.kind) {
    case 'none':
      return { payload: undefined, contentType: null };
    case 'json':
      return { payload: Buffer.from(jsonText(body.node)), contentType: 'application/json' };
    case 'raw':
      return { payload: body.bytes, contentType: body.contentType };
    case 'multipart':
      return { payload: encodeMultipart(body.form), contentType: multipartContentType(body.form) };
  }
};

export const render = (d: Draft): Rendered => {
  const { payload, contentType } = renderBody(d.body);
  const headers: Record<string, string> = {};
  if (contentType !== null && !d.removedHeaders.has('content-type')) headers['content-type'] = contentType;
  for (const [k, v] of Object.entries(d.headers)) if (!d.removedHeaders.has(k)) headers[k] = v;
  if (d.contentLength !== undefined)
    headers['content-length'] =
      typeof d.contentLength === 'number'
        ? String(Math.max(0, (payload?.length ?? 0) + d.contentLength))
        : d.contentLength;
  return {
    method: d.method,
    url: renderPath(d) + renderQuery(d),
    headers,
    payload,
    remoteAddress: d.remoteAddress,
  };
};

const escaped = (bytes: Buffer) => JSON.stringify(bytes.toString('latin1')).slice(1, -1);

/** The body as escaped text; a long one as its start and its end (where mutations usually add parts). */
const printable = (bytes: Buffer, max: number) =>
  bytes.length <= max
    ? escaped(bytes)
    : `${escaped(bytes.subarray(0, max / 2))} …[${bytes.length - max} bytes]… ${escaped(bytes.subarray(-max / 2))}`;

/** `s` with the world's ids and tokens replaced by their names. */
export const named = (s: string, names: Map<string, string>) => {
  let out = s;
  for (const [value, label] of names) if (value) out = out.split(value).join(label);
  return out;
};

/**
 * The request as a report shows it, with the world's ids and tokens replaced by their names (`{board}`),
 * so a reader can rebuild it against any database. The URL is shown as light-my-request sends it
 * (WHATWG-normalised), which is what the server saw.
 */
export const describeRequest = (r: Rendered, names: Map<string, string>, maxBody = 900): string => {
  const name = (s: string) => named(s, names);
  let url: string;
  try {
    const u = new URL(r.url, 'http://localhost');
    url = u.pathname + u.search;
  } catch {
    url = r.url;
  }
  const shortUrl = url.length > 400 ? `${url.slice(0, 400)}… (${url.length} chars)` : url;
  const lines = [`${r.method} ${name(shortUrl)}`];
  for (const [k, v] of Object.entries(r.headers)) {
    const shown = v.length > 200 ? `${v.slice(0, 200)}… (${v.length} chars)` : v;
    lines.push(`${k}: ${name(shown)}`);
  }
  if (r.remoteAddress !== '127.0.0.1') lines.push(`(from ${r.remoteAddress})`);
  if (r.payload) lines.push('', name(printable(r.payload, maxBody)));
  return lines.join('\n');
};
