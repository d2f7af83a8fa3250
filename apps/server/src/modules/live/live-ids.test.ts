import { beforeAll, describe, expect, it } from 'vitest';
import { LIVE_EVENT_ID, type LiveEvent, liveEventSchema } from '@portico/contract';
import { makeTenant, makeUser, signIn, useTestApp } from '../../../test/support/app';
import { addItems, makeBoard } from '../../../test/support/boards';
import { type SseStream, listeningPort, openStream } from '../../../test/support/sse';
import { publish } from './live.publish';

/**
 * The stream's `id:` (issue 24): it used to be the log's id, which counts every tenant's events, so a
 * client could watch how busy the whole installation was. It is now a token of the tenant's own position:
 * other tenants' events never move it, it shows no number, and only the tenant's own streams' ids resume.
 */
const t = useTestApp();
let port = 0;
beforeAll(async () => {
  port = await listeningPort(t.app);
});

const event = (data: string): LiveEvent => liveEventSchema.parse(JSON.parse(data));

/** Polls until the condition holds (generous: the machine may be busy). */
const waitFor = async (condition: () => boolean, timeoutMs = 30_000) => {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out waiting for a condition');
    await new Promise((r) => setTimeout(r, 50));
  }
};

/** The `id:` a new stream starts from. */
const startId = async (stream: SseStream) => {
  await waitFor(() => stream.lastId() !== null);
  return stream.lastId() as string;
};

/** A tenant with a board, an item, and a signed-in admin; `send` publishes one of its events. */
const tenantWithStream = async () => {
  const tenant = await makeTenant(t.services);
  const board = await makeBoard(t.services, tenant);
  const [itemId] = (await addItems(t.services, tenant, board, [{ name: 'Landing page' }])) as [string];
  const admin = await signIn(t, tenant, await makeUser(t.services, tenant, { role: 'admin' }));
  const changed = { type: 'item.changed' as const, boardId: board.id, itemId };
  const send = (e: Exclude<LiveEvent, { type: 'reset' }> = changed) => publish(t.ctx.db.kysely, tenant.id, e);
  const open = (options: Parameters<typeof openStream>[3] = {}) =>
    openStream(port, tenant.slug, admin.token, options);
  return { tenant, board, admin, changed, send, open };
};

describe('live event ids', () => {
  it('do not move with another tenant’s events, and show no count', async () => {
    const a = await tenantWithStream();
    const b = await tenantWithStream();
    await a.send();
    const first = await a.open();
    const before = await startId(first);
    expect(before).toMatch(LIVE_EVENT_ID);
    for (let i = 0; i < 5; i++) await b.send();
    const second = await a.open();
    expect(await startId(second)).toBe(before);
    // The open stream's next event is A's own, and its id is where a new stream of A now starts.
    await a.send();
    const next = await first.next();
    expect(event(next.data)).toEqual(a.changed);
    expect(next.id).not.toBe(before);
    const third = await a.open();
    expect(await startId(third)).toBe(next.id);
    for (const s of [first, second, third]) s.close();
  });

  it('resume after a reconnect with everything missed, once, and nothing of another tenant', async () => {
    const a = await tenantWithStream();
    const b = await tenantWithStream();
    const stream = await a.open();
    await a.send();
    const seen = await stream.next();
    stream.close();
    await stream.ended;
    const created = { type: 'item.created' as const, boardId: a.board.id, itemId: 'x', groupId: 'g' };
    await b.send();
    await a.send(created);
    await b.send();
    await a.send({ type: 'board.changed', boardId: a.board.id });
    await b.send();
    const resumed = await a.open({ lastEventId: seen.id as string });
    expect(event((await resumed.next()).data)).toEqual(created);
    expect(event((await resumed.next()).data)).toEqual({ type: 'board.changed', boardId: a.board.id });
    await a.send({ type: 'notification.changed' });
    expect(event((await resumed.next()).data)).toEqual({ type: 'notification.changed' });
    resumed.close();
  });

  it('answer an id of another tenant, an altered, made-up or old numeric id with reset', async () => {
    const a = await tenantWithStream();
    const b = await tenantWithStream();
    await a.send();
    await b.send();
    const [streamA, streamB] = [await a.open(), await b.open()];
    const [ofA, ofB] = [await startId(streamA), await startId(streamB)];
    streamA.close();
    streamB.close();
    const altered = `${ofA.slice(0, 10)}${ofA[10] === 'A' ? 'B' : 'A'}${ofA.slice(11)}`;
    for (const lastEventId of [ofB, altered, 'A'.repeat(22), '12', '__proto__']) {
      const stream = await a.open({ lastEventId });
      const reset = await stream.next();
      expect(event(reset.data), lastEventId).toEqual({ type: 'reset' });
      expect(reset.id).toMatch(LIVE_EVENT_ID);
      await a.send({ type: 'board.changed', boardId: a.board.id });
      expect(event((await stream.next()).data)).toEqual({ type: 'board.changed', boardId: a.board.id });
      stream.close();
    }
    const byQuery = await a.open({ query: `?lastEventId=${ofB}` });
    expect(event((await byQuery.next()).data)).toEqual({ type: 'reset' });
    byQuery.close();
    const old = await a.admin.get('/api/events?lastEventId=12');
    expect(old.statusCode).toBe(400);
  });
});
