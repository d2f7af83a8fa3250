import net from 'node:net';

/** What a raw client saw: a response, the server closing without one, or nothing until the deadline. */
export type RawOutcome =
  | { kind: 'response'; status: number; headers: Record<string, string>; body: string; ms: number }
  | { kind: 'closed'; ms: number }
  | { kind: 'open'; ms: number };

const parseResponse = (
  raw: Buffer,
): { status: number; headers: Record<string, string>; body: Buffer } | null => {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [statusLine, ...lines] = raw.subarray(0, end).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? '')?.[1]);
  if (!status) return null;
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return { status, headers, body: raw.subarray(end + 4) };
};

const complete = (r: NonNullable<ReturnType<typeof parseResponse>>) => {
  const length = Number(r.headers['content-length']);
  if (Number.isFinite(length)) return r.body.length >= length;
  if (r.headers['transfer-encoding']?.includes('chunked')) return r.body.includes('0\r\n\r\n');
  return false;
};

/**
 * Writes `bytes` to the server as one client would and then stops sending, without closing its side:
 * the client that stalls. Resolves with the server's answer, its closing the connection, or `open` once
 * `deadlineMs` have passed with neither (the client then gives up and closes).
 */
export const rawExchange = (port: number, bytes: Buffer, deadlineMs: number): Promise<RawOutcome> =>
  new Promise((resolve) => {
    const started = Date.now();
    const chunks: Buffer[] = [];
    let settled = false;
    const socket = net.connect(port, '127.0.0.1');
    const finish = (outcome: RawOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(outcome);
    };
    /** The response read so far; with `whole`, only once all of its body has arrived. */
    const response = (whole: boolean): RawOutcome | null => {
      const r = parseResponse(Buffer.concat(chunks));
      if (!r || (whole && !complete(r))) return null;
      const body = r.body.toString('utf8');
      return { kind: 'response', status: r.status, headers: r.headers, body, ms: Date.now() - started };
    };
    const timer = setTimeout(() => finish({ kind: 'open', ms: Date.now() - started }), deadlineMs);
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      const whole = response(true);
      if (whole) finish(whole);
    });
    socket.on('close', () => finish(response(false) ?? { kind: 'closed', ms: Date.now() - started }));
    socket.on('error', () => undefined);
    if (bytes.length) socket.write(bytes);
  });

/** An HTTP/1.1 request as bytes, exactly as given (no header is added or checked). */
export const rawRequest = (head: string, headers: string[], body: Buffer = Buffer.alloc(0)) =>
  Buffer.concat([Buffer.from(`${head}\r\n${headers.map((h) => `${h}\r\n`).join('')}\r\n`, 'latin1'), body]);
