import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAllItemsResponseSchema } from '@portico/contract';
import { loadConfig } from '../../src/config';
import { useTestApp } from '../support/app';
import { fromValue, jsonText } from './hostile';
import {
  encodeMultipart,
  filePart,
  multipartContentType,
  newMultipart,
  textPart,
} from './multipart-encoding';
import { type PrototypeSnapshot, prototypeChanges, snapshotPrototypes } from './prototypes';
import { type RawOutcome, rawExchange, rawRequest } from './raw-http';
import { type World, makeWorld } from './world';

/**
 * The part of issue 12 that `inject` cannot show: a real client on a real socket that sends less than it
 * announced, never finishes its headers, or sends bytes Node's parser refuses. The server must answer
 * with a 4xx `{ success: false, message }` or close the connection, within its time-outs (set short
 * here, so the test stays fast), and never leave the connection hanging.
 */
const REQUEST_TIMEOUT_MS = 1500;
const CONNECTION_TIMEOUT_MS = 1000;
/** The request time-out, Node's check interval (at most half of it) and a margin for a busy machine. */
const DEADLINE_MS = REQUEST_TIMEOUT_MS * 1.5 + 3000;

const t = useTestApp({ requestTimeoutMs: REQUEST_TIMEOUT_MS, connectionTimeoutMs: CONNECTION_TIMEOUT_MS });
let world: World;
let port: number;
let token: string;
let pristine: PrototypeSnapshot;

beforeAll(async () => {
  world = await makeWorld(t);
  token = await world.token(await world.userFor('socket'));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  pristine = snapshotPrototypes();
});
afterAll(() => expect(prototypeChanges(pristine)).toEqual([]));

const headers = (extra: string[] = []) => [
  `Host: ${world.slug}.localhost`,
  `Authorization: Bearer ${token}`,
  ...extra,
];

const updateItemHead = () => `POST /api/boards/updateItem/${world.itemId}?boardId=${world.board.id} HTTP/1.1`;

const validForm = () =>
  newMultipart([
    textPart(`columnValues[${world.board.col.text.id}][id]`, world.board.col.text.id),
    textPart(`columnValues[${world.board.col.text.id}][type]`, 'text'),
    textPart(`columnValues[${world.board.col.text.id}][text]`, 'over a socket'),
    filePart(
      `columnValues[${world.board.col.file.id}][newlyUploadedFile]`,
      'a.txt',
      Buffer.from('abc'),
      'text/plain',
    ),
  ]);

/** A 4xx in the product's error format, or the server closing the connection: both end the request. */
const expectRefusedOrClosed = (outcome: RawOutcome, what: string) => {
  if (outcome.kind === 'open') throw new Error(`${what}: still open and unanswered after ${outcome.ms} ms`);
  if (outcome.kind === 'closed') return;
  expect(outcome.status, `${what}: ${outcome.body}`).toBeGreaterThanOrEqual(400);
  expect(outcome.status, `${what}: ${outcome.body}`).toBeLessThan(500);
  const body = JSON.parse(outcome.body || 'null') as Record<string, unknown> | null;
  expect(body && Object.keys(body).sort(), `${what}: ${outcome.body}`).toEqual(['message', 'success']);
  expect(body?.success).toBe(false);
  expect(typeof body?.message === 'string' && body.message.length > 0, `${what}: ${outcome.body}`).toBe(true);
};

/** Every case that broke the rule, so one run names them all. */
const problemsOf = (cases: Array<[string, Buffer]>, outcomes: RawOutcome[]) =>
  outcomes.flatMap((outcome, i) => {
    try {
      expectRefusedOrClosed(outcome, cases[i]?.[0] ?? '');
      return [];
    } catch (error) {
      return [(error as Error).message.split('\n')[0] as string];
    }
  });

describe('real sockets (issue 12)', () => {
  it('ships finite request and connection time-outs by default', () => {
    const config = loadConfig({});
    expect(config.requestTimeoutMs).toBeGreaterThan(0);
    expect(config.connectionTimeoutMs).toBeGreaterThan(0);
  });

  it(
    'ends every request whose client stops sending',
    async () => {
      const form = validForm();
      const body = encodeMultipart(form);
      const open = { ...form, close: false };
      const unfinished = encodeMultipart(open);
      const feedback = Buffer.from(jsonText(fromValue({ summary: 'a', details: 'b' })));
      const crName = newMultipart([textPart('a\rb', 'x'.repeat(65_536))]);
      const zeroByte = newMultipart([
        filePart(
          `columnValues[${world.board.col.file.id}][newlyUploadedFile]`,
          'e.png',
          Buffer.alloc(0),
          'image/png',
        ),
      ]);
      const cases: Array<[string, Buffer]> = [
        ['nothing sent', Buffer.alloc(0)],
        ['headers never finished', Buffer.from(`${updateItemHead()}\r\nHost: ${world.slug}.localhost\r\n`)],
        [
          'a multipart body 100 bytes shorter than its Content-Length',
          rawRequest(
            updateItemHead(),
            headers([`Content-Type: ${multipartContentType(form)}`, `Content-Length: ${body.length + 100}`]),
            body,
          ),
        ],
        [
          'a chunked multipart body without closing boundary or last chunk',
          rawRequest(
            updateItemHead(),
            headers([`Content-Type: ${multipartContentType(form)}`, 'Transfer-Encoding: chunked']),
            Buffer.concat([
              Buffer.from(`${unfinished.length.toString(16)}\r\n`),
              unfinished,
              Buffer.from('\r\n'),
            ]),
          ),
        ],
        [
          'a JSON body shorter than its Content-Length',
          rawRequest(
            'POST /api/feedback/send-feedback HTTP/1.1',
            headers(['Content-Type: application/json', `Content-Length: ${feedback.length + 10}`]),
            feedback,
          ),
        ],
        [
          'a complete multipart body with a zero-byte file part',
          rawRequest(
            updateItemHead(),
            headers([
              `Content-Type: ${multipartContentType(zeroByte)}`,
              `Content-Length: ${encodeMultipart(zeroByte).length}`,
            ]),
            encodeMultipart(zeroByte),
          ),
        ],
        [
          'a complete multipart body with a CR in a field name, then 64 kB',
          rawRequest(
            updateItemHead(),
            headers([
              `Content-Type: ${multipartContentType(crName)}`,
              `Content-Length: ${encodeMultipart(crName).length}`,
            ]),
            encodeMultipart(crName),
          ),
        ],
      ];
      // Side by side: each case may take up to the deadline.
      const outcomes = await Promise.all(cases.map(([, bytes]) => rawExchange(port, bytes, DEADLINE_MS)));
      expect(problemsOf(cases, outcomes)).toEqual([]);
    },
    DEADLINE_MS * 3,
  );

  it('answers requests Node’s HTTP parser refuses in the error format', async () => {
    const valid = `GET /api/boards/getAllItems?boardId=${world.board.id} HTTP/1.1`;
    const cases: Array<[string, Buffer]> = [
      ['a garbage request line', Buffer.from('GARBAGE\r\n\r\n')],
      [
        'Content-Length and Transfer-Encoding together',
        rawRequest(
          valid,
          headers(['Content-Length: 3', 'Transfer-Encoding: chunked']),
          Buffer.from('0\r\n\r\n'),
        ),
      ],
      ['a NUL in a header value', rawRequest(valid, headers(['X-Test: a\u0000b']))],
      ['a NUL in the path', rawRequest('GET /api/boards/getAllGroups/a\u0000b HTTP/1.1', headers())],
      ['a header line without colon', rawRequest(valid, headers(['no colon here']))],
      ['20 kB of headers', rawRequest(valid, headers([`X-Big: ${'a'.repeat(20_000)}`]))],
      [
        'an invalid Content-Length',
        rawRequest('POST /api/feedback/send-feedback HTTP/1.1', headers(['Content-Length: abc'])),
      ],
    ];
    const outcomes: RawOutcome[] = [];
    for (const [, bytes] of cases) outcomes.push(await rawExchange(port, bytes, DEADLINE_MS));
    expect(problemsOf(cases, outcomes)).toEqual([]);
  });

  it('treats prototype keys as header names like any other header', async () => {
    const outcome = await rawExchange(
      port,
      rawRequest(
        `GET /api/boards/getAllItems?boardId=${world.board.id} HTTP/1.1`,
        headers([
          '__proto__: {"polluted":"POLLUTED"}',
          'constructor: x',
          'prototype: y',
          'Connection: close',
        ]),
      ),
      DEADLINE_MS,
    );
    expect(outcome.kind === 'response' && outcome.status, JSON.stringify(outcome)).toBe(200);
    if (outcome.kind === 'response')
      expect(getAllItemsResponseSchema.safeParse(JSON.parse(outcome.body)).success).toBe(true);
    expect(prototypeChanges(pristine)).toEqual([]);
  });
});
