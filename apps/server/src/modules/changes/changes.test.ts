import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTenant, makeUser, signIn, useTestApp } from '../../../test/support/app';
import { addItems, columnForm, makeBoard, makePerson } from '../../../test/support/boards';
import { type ChangeEvent, type ChangeSubscriber, createChangePipeline } from './index';

/** The change pipeline: one way for a write to tell the record, notifications and live events. */

const t = useTestApp();

const OPERATOR = { kind: 'operator', id: null, name: 'Operator (CLI)' } as const;
const tenantChanged: ChangeEvent = { type: 'tenant.changed', changes: [] };

describe('the pipeline', () => {
  it('hands every batch to each subscriber in order, with the write’s executor, and their own events too', async () => {
    const pipeline = createChangePipeline(t.ctx.db.kysely);
    const heard: string[] = [];
    const recorder = (name: string): ChangeSubscriber => ({
      name,
      async handle({ events, executor, emit }) {
        for (const e of events) heard.push(`${name}:${e.type}`);
        expect(executor).toBe(t.ctx.db.kysely);
        // The first subscriber answers a tenant change with a person's bell.
        if (name === 'first' && events.some((e) => e.type === 'tenant.changed'))
          await emit([{ type: 'notifications.changed', userId: 'u1' }]);
      },
    });
    pipeline.subscribe(recorder('first'));
    pipeline.subscribe(recorder('second'));
    expect(pipeline.subscribers()).toEqual(['first', 'second']);
    await pipeline.emit(t.ctx.db.kysely, { tenantId: 't', by: OPERATOR, events: [tenantChanged] });
    expect(heard).toEqual([
      'first:tenant.changed',
      'first:notifications.changed',
      'second:notifications.changed',
      'second:tenant.changed',
    ]);
  });

  it('stops subscribers that answer each other in a cycle', async () => {
    const pipeline = createChangePipeline(t.ctx.db.kysely);
    pipeline.subscribe({
      name: 'echo',
      handle: ({ emit }) => emit([{ type: 'notifications.changed', userId: 'u1' }]),
    });
    await expect(
      pipeline.emit(t.ctx.db.kysely, { tenantId: 't', by: OPERATOR, events: [tenantChanged] }),
    ).rejects.toThrow(/cycle/);
  });

  it('emits nothing for an empty batch', async () => {
    const pipeline = createChangePipeline(t.ctx.db.kysely);
    let calls = 0;
    pipeline.subscribe({ name: 'count', handle: async () => void (calls += 1) });
    await pipeline.emit(t.ctx.db.kysely, { tenantId: 't', by: OPERATOR, events: [] });
    expect(calls).toBe(0);
  });
});

describe('a write through the pipeline', () => {
  it('commits the change, its record, its notification and its live event together — or none of them', async () => {
    const s = t.services;
    const tenant = await makeTenant(s);
    const editor = await makeUser(s, tenant, { role: 'editor', name: 'Eddie Editor' });
    const client = await makeUser(s, tenant, { name: 'Cleo Client' });
    const person = await makePerson(s, tenant, { user: client, name: 'Cleo Client' });
    const board = await makeBoard(s, tenant, { columns: [{ type: 'people', title: 'Owner' }] });
    const owner = board.columns[0]?.id as string;
    const [itemId] = (await addItems(s, tenant, board, [{ name: 'Logo' }])) as [string];
    const api = await signIn(t, tenant, editor);
    const db = t.ctx.db.kysely;
    const counts = async () => ({
      activity: (await db.selectFrom('activity').select('id').where('tenant_id', '=', tenant.id).execute())
        .length,
      notifications: (
        await db.selectFrom('notifications').select('id').where('tenant_id', '=', tenant.id).execute()
      ).length,
      live: (await db.selectFrom('live_events').select('id').where('tenant_id', '=', tenant.id).execute())
        .length,
    });
    const assign = () =>
      api.multipart(
        'POST',
        `/api/boards/updateItem/${itemId}?boardId=${board.id}`,
        columnForm([{ column: { id: owner, type: 'people' }, persons: [person.id] }]),
      );

    // A subscriber that fails (the last one, after the others wrote) rolls the whole write back.
    const before = await counts();
    let failing = true;
    s.changes.subscribe({
      name: 'failing',
      handle: async ({ events }) => {
        if (failing && events.some((e) => e.type === 'item.changed')) throw new Error('a subscriber failed');
      },
    });
    try {
      expect((await assign()).statusCode).toBe(500);
    } finally {
      failing = false;
    }
    expect(await counts()).toEqual(before);
    const values = async () =>
      (await db.selectFrom('items').select('values_json').where('id', '=', itemId).executeTakeFirstOrThrow())
        .values_json;
    expect(await values()).not.toContain(person.id);

    // The same write, heard: one line of the record, Cleo's notification, the item's and her bell's events.
    expect((await assign()).statusCode).toBe(200);
    expect(await values()).toContain(person.id);
    const after = await counts();
    expect(after.activity - before.activity).toBe(1);
    expect(after.notifications - before.notifications).toBe(1);
    const live = await db
      .selectFrom('live_events')
      .select(['type', 'audience_user_id'])
      .where('tenant_id', '=', tenant.id)
      .orderBy('id')
      .execute();
    expect(live.slice(before.live)).toEqual([
      { type: 'notification.changed', audience_user_id: client.id },
      { type: 'item.changed', audience_user_id: null },
    ]);
  });
});

describe('the module graph', () => {
  it('lets nothing but the composition root reach live events: writes go through the pipeline', () => {
    const src = path.resolve(import.meta.dirname, '..', '..');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) {
          const rel = path.relative(src, file);
          if (rel.startsWith(`modules${path.sep}live${path.sep}`)) continue;
          if (['app.ts', 'services.ts', 'jobs.ts'].includes(rel)) continue;
          if (/from '[^']*modules\/live[^']*'|from '\.\.\/live[^']*'/.test(fs.readFileSync(file, 'utf8')))
            offenders.push(rel);
        }
      }
    };
    walk(src);
    expect(offenders).toEqual([]);
  });
});
