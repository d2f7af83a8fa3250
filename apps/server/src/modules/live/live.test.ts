import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_EVENT_ID, type LiveEvent, liveEventSchema } from '@portico/contract';
import { makeTenant, makeUser, signIn, useTestApp } from '../../../test/support/app';
import { ALL_TYPE_COLUMNS, addItems, columnForm, makeBoard, makePerson } from '../../../test/support/boards';
import { listeningPort, openStream, type SseMessage } from '../../../test/support/sse';
import { publish } from './live.publish';

const t = useTestApp();
let port = 0;
beforeAll(async () => {
  port = await listeningPort(t.app);
});

const event = (m: SseMessage): LiveEvent => {
  const parsed = liveEventSchema.parse(JSON.parse(m.data));
  expect(parsed.type).toBe(m.event);
  return parsed;
};

/** Polls until the condition holds (generous: the machine may be busy). */
const waitFor = async (condition: () => boolean, timeoutMs = 30_000) => {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out waiting for a condition');
    await new Promise((r) => setTimeout(r, 50));
  }
};

/** A tenant whose boards are granted one by one, a client with board A only, and an admin. */
const setup = async (settings: Parameters<typeof makeTenant>[1] = {}) => {
  const tenant = await makeTenant(t.services, { grantAllBoards: false, ...settings });
  const client = await makeUser(t.services, tenant);
  const admin = await makeUser(t.services, tenant, { role: 'admin' });
  const columns = [ALL_TYPE_COLUMNS.people, ALL_TYPE_COLUMNS.text];
  const boardA = await makeBoard(t.services, tenant, { columns });
  const boardB = await makeBoard(t.services, tenant, { columns });
  await t.services.boards.grant(tenant.id, client.id, [boardA.id]);
  const me = await makePerson(t.services, tenant, { user: client, name: 'Me' });
  const [mine, other] = (await addItems(t.services, tenant, boardA, [
    { name: 'Mine', values: { [boardA.col.people.id]: { personIds: [me.id] } } },
    { name: 'Not mine' },
  ])) as [string, string];
  const [onB] = (await addItems(t.services, tenant, boardB, [{ name: 'On B' }])) as [string];
  const clientApi = await signIn(t, tenant, client);
  const adminApi = await signIn(t, tenant, admin);
  const changed = (boardId: string, itemId: string) => ({ type: 'item.changed' as const, boardId, itemId });
  const send = (e: Exclude<LiveEvent, { type: 'reset' }>, options?: Parameters<typeof publish>[3]) =>
    publish(t.ctx.db.kysely, tenant.id, e, options);
  return { tenant, client, admin, boardA, boardB, mine, other, onB, clientApi, adminApi, changed, send };
};

describe('GET /api/events', () => {
  it('refuses a request without a live session (401), before any stream', async () => {
    const tenant = await makeTenant(t.services);
    const anonymous = await openStream(port, tenant.slug, null);
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(await anonymous.body())).toMatchObject({ success: false });
    const forged = await openStream(port, tenant.slug, 'not-a-token');
    expect(forged.status).toBe(401);
    await forged.body();
  });

  it('refuses a malformed lastEventId (400) and answers a Last-Event-ID not its own with reset', async () => {
    const s = await setup();
    const bad = await s.clientApi.get('/api/events?lastEventId=12abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, message: 'lastEventId must be the id of an event' });
    const stream = await openStream(port, s.tenant.slug, s.clientApi.token, { lastEventId: '__proto__' });
    expect(event(await stream.next())).toEqual({ type: 'reset' });
    await s.send({ type: 'board.changed', boardId: s.boardA.id });
    expect(event(await stream.next())).toEqual({ type: 'board.changed', boardId: s.boardA.id });
    stream.close();
  });

  it('streams to a client only events of boards it may open, never internal ones', async () => {
    const s = await setup();
    const stream = await openStream(port, s.tenant.slug, s.clientApi.token);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    await s.send(s.changed(s.boardB.id, s.onB));
    await s.send(s.changed(s.boardA.id, s.mine), { internal: true });
    await s.send(s.changed(s.boardA.id, s.mine), { audienceUserId: s.admin.id });
    await s.send({ type: 'board.changed', boardId: s.boardA.id });
    const first = await stream.next();
    expect(event(first)).toEqual({ type: 'board.changed', boardId: s.boardA.id });
    expect(stream.lastId()).toBe(first.id);
    await s.send({ type: 'notification.changed' }, { audienceUserId: s.client.id });
    expect(event(await stream.next())).toEqual({ type: 'notification.changed' });
    stream.close();
  });

  it('gives staff every event of their tenant, internal ones too, and nothing of another tenant', async () => {
    const s = await setup();
    const other = await setup();
    const stream = await openStream(port, s.tenant.slug, s.adminApi.token);
    await other.send(other.changed(other.boardA.id, other.mine));
    await s.send(s.changed(s.boardB.id, s.onB));
    await s.send(s.changed(s.boardA.id, s.mine), { internal: true });
    expect(event(await stream.next())).toEqual(s.changed(s.boardB.id, s.onB));
    expect(event(await stream.next())).toEqual(s.changed(s.boardA.id, s.mine));
    stream.close();
  });

  it('sends a client who sees only assigned items only events of items assigned to them', async () => {
    const s = await setup({ filterItemsByEmail: true });
    const stream = await openStream(port, s.tenant.slug, s.clientApi.token);
    await s.send(s.changed(s.boardA.id, s.other));
    await s.send({ type: 'item.deleted', boardId: s.boardA.id, itemId: s.other });
    await s.send(s.changed(s.boardA.id, s.mine));
    expect(event(await stream.next())).toEqual(s.changed(s.boardA.id, s.mine));
    stream.close();
  });

  it('publishes the portal write of an item, and tells the client it was unassigned from it', async () => {
    const s = await setup({ filterItemsByEmail: true });
    const staff = await openStream(port, s.tenant.slug, s.adminApi.token);
    const client = await openStream(port, s.tenant.slug, s.clientApi.token);
    const write = await s.clientApi.multipart(
      'POST',
      `/api/boards/updateItem/${s.mine}?boardId=${s.boardA.id}`,
      columnForm([{ column: s.boardA.col.people, persons: [] }]),
    );
    expect(write.statusCode).toBe(200);
    expect(event(await staff.next())).toEqual(s.changed(s.boardA.id, s.mine));
    expect(event(await client.next())).toEqual(s.changed(s.boardA.id, s.mine));
    // Now unassigned, the item's later events are not the client's.
    await s.send(s.changed(s.boardA.id, s.mine));
    await s.send({ type: 'board.changed', boardId: s.boardA.id });
    expect(event(await client.next())).toEqual({ type: 'board.changed', boardId: s.boardA.id });
    staff.close();
    client.close();
  });

  it('replays what a resuming stream missed exactly once, by header or query', async () => {
    const s = await setup();
    const first = await openStream(port, s.tenant.slug, s.clientApi.token);
    await s.send(s.changed(s.boardA.id, s.mine));
    const seen = await first.next();
    first.close();
    await first.ended;
    await s.send(s.changed(s.boardA.id, s.other));
    await s.send(s.changed(s.boardB.id, s.onB));
    await s.send({ type: 'board.changed', boardId: s.boardA.id });
    for (const how of ['header', 'query'] as const) {
      const resumed = await openStream(
        port,
        s.tenant.slug,
        s.clientApi.token,
        how === 'header' ? { lastEventId: seen.id as string } : { query: `?lastEventId=${seen.id}` },
      );
      expect(event(await resumed.next())).toEqual(s.changed(s.boardA.id, s.other));
      expect(event(await resumed.next())).toEqual({ type: 'board.changed', boardId: s.boardA.id });
      await s.send({ type: 'item.created', boardId: s.boardA.id, itemId: s.mine, groupId: 'g' });
      expect(event(await resumed.next()).type).toBe('item.created');
      resumed.close();
    }
  });

  it('sends reset to a stream that resumes from an id no longer in the log', async () => {
    const s = await setup();
    const first = await openStream(port, s.tenant.slug, s.clientApi.token);
    await s.send(s.changed(s.boardA.id, s.mine));
    const seen = await first.next();
    first.close();
    await t.ctx.db.kysely
      .updateTable('live_events')
      .set({ created_at: new Date(Date.now() - 2 * 3600_000).toISOString() })
      .execute();
    await t.services.live.prune();
    await s.send(s.changed(s.boardA.id, s.other));
    const resumed = await openStream(port, s.tenant.slug, s.clientApi.token, { lastEventId: seen.id! });
    const reset = await resumed.next();
    expect(event(reset)).toEqual({ type: 'reset' });
    expect(reset.id).toMatch(LIVE_EVENT_ID);
    await s.send({ type: 'board.changed', boardId: s.boardA.id });
    // The change sent before the stream resumed may still reach it after the reset, when its notification
    // (PostgreSQL's NOTIFY) arrives late: harmless, the reader reloads on reset. What follows is delivered.
    let next = event(await resumed.next());
    if (next.type === 'item.changed') next = event(await resumed.next());
    expect(next).toEqual({ type: 'board.changed', boardId: s.boardA.id });
    resumed.close();
  });

  it('ends the stream of a session that was signed out, at its next event', async () => {
    const s = await setup();
    const stream = await openStream(port, s.tenant.slug, s.clientApi.token);
    expect((await s.clientApi.post('/api/auth/logout')).statusCode).toBe(200);
    await s.send({ type: 'board.changed', boardId: s.boardA.id });
    await stream.ended;
    await expect(stream.next()).rejects.toThrow('the stream ended');
  });

  it('ends its streams when the app closes, so they do not hold up a graceful shutdown', async () => {
    const s = await setup();
    const { buildApp } = await import('../../app');
    const { createContext } = await import('../../bootstrap');
    const ctx = await createContext(t.ctx.config);
    const built = await buildApp(ctx);
    const stream = await openStream(await listeningPort(built.app), s.tenant.slug, s.adminApi.token);
    expect(built.services.live.openStreams()).toBe(1);
    await built.app.close();
    await stream.ended;
    expect(built.services.live.openStreams()).toBe(0);
    await ctx.db.destroy();
  });
});

describe.runIf(process.env.PORTICO_TEST_DB === 'postgres')('live events on PostgreSQL', () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let second: { app: any; close: () => Promise<void> } | null = null;
  afterAll(async () => {
    await second?.close();
  });

  /** A port of a second instance of the app on the same database. */
  const secondPort = async () => {
    if (!second) {
      const { buildApp } = await import('../../app');
      const { createContext } = await import('../../bootstrap');
      const ctx = await createContext(t.ctx.config);
      const built = await buildApp(ctx);
      second = {
        app: built.app,
        close: async () => {
          await built.app.close();
          await ctx.db.destroy();
        },
      };
    }
    return listeningPort(second.app);
  };

  /** A transaction that has published an event of the tenant and is held open until it ends. */
  const held = async (s: Awaited<ReturnType<typeof setup>>, e: Parameters<typeof publish>[2]) => {
    let end: (commit: boolean) => void = () => {};
    const hold = new Promise<boolean>((r) => (end = r));
    let published: () => void = () => {};
    const inserted = new Promise<void>((r) => (published = r));
    const done = t.ctx.db.kysely
      .transaction()
      .execute(async (trx) => {
        await publish(trx, s.tenant.id, e);
        published();
        if (!(await hold)) throw new Error('rolled back');
      })
      .catch((error: Error) => {
        if (error.message !== 'rolled back') throw error;
      });
    await inserted;
    return {
      commit: async () => (end(true), done),
      rollBack: async () => (end(false), done),
    };
  };

  it('reaches a stream on another instance of the same database (LISTEN/NOTIFY)', async () => {
    const s = await setup();
    const otherPort = await secondPort();
    const stream = await openStream(otherPort, s.tenant.slug, s.adminApi.token);
    const write = await s.adminApi.multipart(
      'POST',
      `/api/boards/updateItem/${s.onB}?boardId=${s.boardB.id}`,
      columnForm([{ column: s.boardB.col.text, text: 'changed on instance A' }]),
    );
    expect(write.statusCode).toBe(200);
    expect(event(await stream.next())).toEqual(s.changed(s.boardB.id, s.onB));
    stream.close();
  });

  it('delivers both events when a later id commits before an earlier one', async () => {
    const s = await setup();
    const stream = await openStream(port, s.tenant.slug, s.adminApi.token);
    const slow = await held(s, s.changed(s.boardA.id, s.mine));
    await s.send(s.changed(s.boardA.id, s.other));
    expect(event(await stream.next())).toEqual(s.changed(s.boardA.id, s.other));
    await slow.commit();
    const earlier = await stream.next();
    expect(event(earlier)).toEqual(s.changed(s.boardA.id, s.mine));
    // Its id is past both now: a resume from it replays neither.
    stream.close();
    const resumed = await openStream(port, s.tenant.slug, s.adminApi.token, { lastEventId: earlier.id! });
    await s.send({ type: 'board.changed', boardId: s.boardA.id });
    expect(event(await resumed.next())).toEqual({ type: 'board.changed', boardId: s.boardA.id });
    resumed.close();
  });

  it('replays an event that committed late after one sent ahead of it, when the stream broke between', async () => {
    const s = await setup();
    const stream = await openStream(port, s.tenant.slug, s.adminApi.token);
    const slow = await held(s, s.changed(s.boardA.id, s.mine));
    await s.send(s.changed(s.boardA.id, s.other));
    const later = await stream.next();
    expect(event(later)).toEqual(s.changed(s.boardA.id, s.other));
    stream.close();
    await stream.ended;
    await slow.commit();
    // On the other instance: the id holds all a resume needs.
    const resumed = await openStream(await secondPort(), s.tenant.slug, s.adminApi.token, {
      lastEventId: later.id!,
    });
    // Nothing lost: the earlier event comes (the later one may come again: an event says only what changed).
    expect(event(await resumed.next())).toEqual(s.changed(s.boardA.id, s.mine));
    resumed.close();
  });

  it('moves a stream past an id that never commits, with an id alone', async () => {
    const s = await setup();
    const stream = await openStream(port, s.tenant.slug, s.adminApi.token);
    const slow = await held(s, s.changed(s.boardA.id, s.mine));
    await s.send(s.changed(s.boardA.id, s.other));
    const later = await stream.next();
    await slow.rollBack();
    // Once the reader gives up on the rolled-back id (GAP_WAIT_MS), the client learns where it stands.
    await waitFor(() => stream.lastId() !== later.id);
    const last = stream.lastId()!;
    stream.close();
    const resumed = await openStream(port, s.tenant.slug, s.adminApi.token, { lastEventId: last });
    await s.send({ type: 'board.changed', boardId: s.boardA.id });
    expect(event(await resumed.next())).toEqual({ type: 'board.changed', boardId: s.boardA.id });
    resumed.close();
  });
});
