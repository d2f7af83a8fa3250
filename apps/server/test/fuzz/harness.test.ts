import { describe, expect, it } from 'vitest';
import {
  endpoints,
  getAllGroupsResponseSchema,
  notificationPreferencesResponseSchema,
} from '@portico/contract';
import { type Rendered, render } from './draft';
import { fromValue, jsonText, percentEncode } from './hostile';
import { baselineDraft } from './inputs';
import type { EndpointModel } from './models';
import { type Observed, judge } from './oracle';
import { prototypeChanges, restorePrototypes, snapshotPrototypes } from './prototypes';
import { DEFAULT_SEED, readSettings } from './settings';
import type { World } from './world';

/** The fuzz suite's own rules, checked on made-up answers: a harness that cannot fail finds nothing. */
const groups: EndpointModel = {
  name: 'getAllGroups',
  method: 'GET',
  path: endpoints.getAllGroups.path,
  auth: true,
  params: endpoints.getAllGroups.params,
  response: getAllGroupsResponseSchema,
  valid: () => ({ params: { boardId: 'b1' } }),
};
const request: Rendered = {
  method: 'GET',
  url: '/api/boards/getAllGroups/b1',
  headers: {},
  payload: undefined,
  remoteAddress: '127.0.0.1',
};
const answer = (
  status: number,
  body: unknown,
  contentType = 'application/json; charset=utf-8',
): Observed => ({
  kind: 'response',
  status,
  contentType,
  body: typeof body === 'string' ? body : JSON.stringify(body),
});
const causes = (o: Observed, r = request) => judge(groups, r, o, new Map()).map((p) => p.cause);

describe('the fuzz oracle', () => {
  it('accepts a clean refusal and a valid answer', () => {
    expect(causes(answer(404, { success: false, message: 'Board not found' }))).toEqual([]);
    expect(causes(answer(200, { success: true, data: [{ id: 'g', title: 'Backlog' }] }))).toEqual([]);
  });

  it('refuses 5xx, hangs, foreign error formats, stack traces and empty messages', () => {
    expect(causes(answer(500, { success: false, message: 'Internal' }))).toEqual(['500 Internal']);
    expect(causes({ kind: 'hang', afterMs: 10 })).toEqual(['no answer (hang)']);
    expect(
      causes(answer(414, { error: 'Bad Request', code: 'FST_ERR_MAX_PARAM_LENGTH', message: 'x' }))[0],
    ).toMatch(/^414 not in the error format/);
    expect(causes(answer(400, 'Bad Request', 'text/plain'))[0]).toMatch(/^400 not in the error format/);
    expect(causes(answer(400, { success: false, message: ' ' }))[0]).toMatch(/^400 not in the error format/);
    expect(causes(answer(400, { success: false, message: 'at run (/app/src/x.ts:12:3)' }))).toContain(
      '400 with a stack trace',
    );
  });

  it('refuses a 2xx that breaks the contract or answers a request the contract refuses', () => {
    expect(causes(answer(200, { success: true, data: 'nope' }))[0]).toMatch(/does not match the contract/);
    const tooLong = { ...request, url: `/api/boards/getAllGroups/${'a'.repeat(65)}` };
    expect(causes(answer(200, { success: true, data: [] }), tooLong)[0]).toMatch(/the contract refuses/);
  });

  it('judges an answer by the endpoint its path lands on once dot segments are resolved', () => {
    const preferences: EndpointModel = {
      name: 'notificationPreferences',
      method: 'GET',
      path: endpoints.notificationPreferences.path,
      auth: true,
      response: notificationPreferencesResponseSchema,
      valid: () => ({}),
    };
    const judged = (url: string, o: Observed) =>
      judge(preferences, { ...request, url }, o, new Map()).map((p) => p.cause);
    // `/api/notifications/preferences/..` is the notification list, and answers as the list does.
    const list = answer(200, { success: true, data: { notifications: [], cursor: null, unread: 0 } });
    expect(judged('/api/notifications/preferences/..', list)).toEqual([]);
    expect(judged('/api/notifications/preferences', list)).toEqual([
      '200 whose body does not match the contract',
    ]);
    // `/api/notifications/preferences/../../..` leaves the API for a page of the web app.
    const page = answer(200, '<!doctype html>', 'text/html; charset=utf-8');
    expect(judged('/api/notifications/preferences/../../..', page)).toEqual([]);
    expect(judged('/api/notifications/preferences/../../..', answer(200, { success: true }))).toEqual([
      '200 outside /api that is not a page',
    ]);
    // Still in the API but on no endpoint: the fuzzed endpoint's rules.
    expect(judged('/api/notifications/preferences/../x/y', page)[0]).toMatch(/does not match/);
  });
});

describe('the fuzz inputs', () => {
  it('encodes any string, lone surrogates included', () => {
    expect(percentEncode('a b/\u0000')).toBe('a%20b%2F%00');
    expect(percentEncode('\ud800')).toBe('%EF%BF%BD');
  });

  it('writes JSON keys JSON.stringify never writes', () => {
    const node = fromValue({ a: 1 });
    if (node.t === 'obj') node.entries.push(['__proto__', fromValue({ polluted: 1 })], ['a', fromValue(2)]);
    expect(jsonText(node)).toBe('{"a":1,"__proto__":{"polluted":1},"a":2}');
  });

  it('starts every input from the endpoint’s valid request', () => {
    const world = { slug: 'acme' } as World;
    const rendered = render(baselineDraft(groups, { params: { boardId: 'b/1' } }, world, 'tok'));
    expect(rendered.url).toBe('/api/boards/getAllGroups/b%2F1');
    expect(rendered.headers).toEqual({ host: 'acme.localhost', authorization: 'Bearer tok' });
  });

  it('reads its seed and run count from the environment', () => {
    expect(readSettings({}).seed).toBe(DEFAULT_SEED);
    expect(readSettings({ PORTICO_FUZZ_SEED: '42', PORTICO_FUZZ_RUNS: '7' })).toMatchObject({
      seed: 42,
      runs: 7,
    });
    expect(readSettings({ PORTICO_FUZZ_SEED: 'random' }).seedWasRandom).toBe(true);
    expect(() => readSettings({ PORTICO_FUZZ_RUNS: '0' })).toThrow();
  });
});

describe('the prototype guard', () => {
  it('sees a property added to a built-in prototype and puts it back', () => {
    const snapshot = snapshotPrototypes();
    Object.defineProperty(Map.prototype, 'polluted', {
      value: 'POLLUTED',
      configurable: true,
      writable: true,
    });
    try {
      expect(prototypeChanges(snapshot)).toEqual(['Map.prototype.polluted added = "POLLUTED"']);
    } finally {
      restorePrototypes(snapshot);
    }
    expect(prototypeChanges(snapshot)).toEqual([]);
    expect(Object.hasOwn(Map.prototype, 'polluted')).toBe(false);
  });
});
