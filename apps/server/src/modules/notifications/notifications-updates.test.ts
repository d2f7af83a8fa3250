import { beforeAll, describe, expect, it } from 'vitest';
import type { Tenant } from '../tenants/tenants.repository';
import type { Account } from '../users/users.repository';
import { makeTenant, makeUser, useTestApp } from '../../../test/support/app';
import { type TestBoard, addItems, makeBoard, makePerson } from '../../../test/support/boards';
import { createScheduler, dailyAt } from '../jobs';
import type { NotificationEmail, NotificationMailer } from './notifications.deliver';
import { type NotificationDigest, createDigest } from './notifications.digest';
import { createChangePipeline } from '../changes';
import { createNotificationTriggers } from './notifications.triggers';

/**
 * The notifications of posted updates (modules/updates calls `updatePosted` in its transaction) and the
 * daily digest, with a mailer that records what would be queued in the outbox.
 */
const t = useTestApp();
let tenant: Tenant;
let board: TestBoard;
let sam: Account;
let eve: Account;
let cleo: Account;
let rita: Account;
let itemId: string;
const queued: NotificationEmail[] = [];
const mailer: NotificationMailer = { queue: async (_db, emails) => void queued.push(...emails) };
/** A pipeline with notifications as its one subscriber, mailing into `queued`. */
const pipeline = () => {
  const changes = createChangePipeline(t.ctx.db.kysely);
  changes.subscribe(createNotificationTriggers(t.ctx, { mailer }).subscriber);
  return changes;
};

const kinds = async (user: Account) =>
  (
    await t.ctx.db.kysely
      .selectFrom('notifications')
      .select(['kind', 'email', 'title', 'excerpt'])
      .where('tenant_id', '=', tenant.id)
      .where('user_id', '=', user.id)
      .orderBy('created_at')
      .orderBy('id')
      .execute()
  ).map((r) => `${r.kind}/${r.email}: ${r.title}${r.excerpt ? ` — ${r.excerpt}` : ''}`);

beforeAll(async () => {
  tenant = await makeTenant(t.services, { name: 'Harbor & Co' });
  board = await makeBoard(t.services, tenant, { columns: [{ type: 'people', title: 'Owner' }] });
  sam = await makeUser(t.services, tenant, { role: 'admin', name: 'Sam Staff' });
  eve = await makeUser(t.services, tenant, { role: 'editor', name: 'Eve Editor' });
  cleo = await makeUser(t.services, tenant, { name: 'Cleo Client' });
  rita = await makeUser(t.services, tenant, { name: 'Rita Restricted' });
  await t.services.users.setFilterItemsByEmail(tenant, rita, true);
  const cleoPerson = await makePerson(t.services, tenant, { user: cleo, name: 'Cleo Client' });
  await makePerson(t.services, tenant, { user: rita, name: 'Rita Restricted' });
  const owner = board.columns[0]?.id as string;
  [itemId] = (await addItems(t.services, tenant, board, [
    { name: 'Homepage copy', values: { [owner]: { personIds: [cleoPerson.id] } } },
  ])) as [string];
  await t.ctx.db.kysely
    .insertInto('item_follows')
    .values({
      tenant_id: tenant.id,
      item_id: itemId,
      user_id: eve.id,
      following: 1,
      created_at: new Date().toISOString(),
    })
    .execute();
});

/** What the updates module emits when `by` posts (the pipeline's update.posted), in its transaction. */
const post = (by: Account, text: string, extra: { internal?: boolean; mentionedIds?: string[] } = {}) =>
  t.ctx.db.kysely.transaction().execute((trx) =>
    pipeline().emit(trx, {
      tenantId: tenant.id,
      by: { kind: by.role === 'client' ? 'client' : 'staff', id: by.id, name: by.name },
      events: [
        {
          type: 'update.posted',
          boardId: board.id,
          itemId,
          itemName: 'Homepage copy',
          updateId: `u-${Math.random()}`,
          body: text,
          internal: extra.internal ?? false,
          mentionedUserIds: extra.mentionedIds ?? [],
          author: { id: by.id, name: by.name },
          changes: [],
        },
      ],
    }),
  );

describe('updates', () => {
  it('tells the mentioned by email at once, the other watchers for the digest, and nobody who may not see it', async () => {
    await post(sam, 'Hello @Cleo Client, the draft is up.', { mentionedIds: [cleo.id, rita.id, sam.id] });
    expect(await kinds(cleo)).toEqual([
      'mention/sent: Sam Staff mentioned you on Homepage copy — Hello @Cleo Client, the draft is up.',
    ]);
    // Eve follows the item: an update, waiting for her digest (the default for updates).
    expect(await kinds(eve)).toEqual([
      'update/digest: Sam Staff posted an update on Homepage copy — Hello @Cleo Client, the draft is up.',
    ]);
    // Rita may not open the item (it is not assigned to her); Sam wrote it.
    expect(await kinds(rita)).toEqual([]);
    expect(await kinds(sam)).toEqual([]);
    expect(queued.map((e) => [e.to.email, e.subject, e.button?.path])).toEqual([
      [cleo.email, 'Sam Staff mentioned you on Homepage copy', `/board/${board.id}/item-details/${itemId}`],
    ]);
  });

  it('keeps an internal note to staff: a mentioned client hears nothing', async () => {
    await post(eve, 'Internal: she asked twice.', { internal: true, mentionedIds: [cleo.id] });
    expect(await kinds(cleo)).toHaveLength(1);
    // Sam wrote on the item before, so he follows it now.
    expect(await kinds(sam)).toEqual([
      'update/digest: Eve Editor added an internal note on Homepage copy — Internal: she asked twice.',
    ]);
  });

  it("a client's update reaches the staff who follow the item", async () => {
    await post(cleo, 'Thanks, that works.');
    expect((await kinds(eve)).at(-1)).toBe(
      'update/digest: Cleo Client posted an update on Homepage copy — Thanks, that works.',
    );
  });
});

describe('the daily digest', () => {
  /** The digest as the scheduler runs it (src/jobs.ts), daily at 08:00 UTC, on a clock of the test's. */
  let now = 0;
  const quiet = { info: () => undefined, warn: () => undefined };
  const digestJob = (digest: NotificationDigest) => {
    const scheduler = createScheduler(t.ctx, { log: quiet, now: () => now });
    scheduler.register('notifications.digest', dailyAt({ hour: 8, minute: 0 }), ({ slot, signal }) =>
      digest.send(slot, signal),
    );
    return async (at: string) => {
      now = Date.parse(at);
      return (await scheduler.runDue()).map((r) => `${r.slot} ${r.outcome}`);
    };
  };

  it('sends each person one email of what they have not read, once a day, at the time set', async () => {
    queued.length = 0;
    // Sam read his in the app: it is left out of his digest.
    await t.ctx.db.kysely
      .updateTable('notifications')
      .set({ read_at: new Date().toISOString() })
      .where('user_id', '=', sam.id)
      .execute();
    const runAt = digestJob(createDigest(t.ctx, { mailer }));
    expect(await runAt('2026-11-26T08:00:00Z')).toEqual(['2026-11-26T08:00:00.000Z done']);
    expect(queued).toHaveLength(1);
    const [email] = queued;
    expect(email?.to.email).toBe(eve.email);
    expect(email?.subject).toBe('Your daily summary from Harbor & Co: 2 notifications');
    expect(email?.entries?.map((e) => e.title)).toEqual([
      'Sam Staff posted an update on Homepage copy',
      'Cleo Client posted an update on Homepage copy',
    ]);
    expect(await kinds(sam)).toEqual([
      'update/skipped: Eve Editor added an internal note on Homepage copy — Internal: she asked twice.',
      'update/skipped: Cleo Client posted an update on Homepage copy — Thanks, that works.',
    ]);
    // Later the same day, another update waits for tomorrow's: the day's slot is done.
    await post(cleo, 'One more thing.');
    expect(await runAt('2026-11-26T18:00:00Z')).toEqual([]);
    expect(await runAt('2026-11-27T07:59:59Z')).toEqual([]);
    expect(queued).toHaveLength(1);
    // Eve's and Sam's (he follows the item since he wrote on it).
    expect(await runAt('2026-11-27T08:30:00Z')).toEqual(['2026-11-27T08:00:00.000Z done']);
    expect(queued.slice(1).map((e) => [e.to.email, e.entries?.map((x) => x.excerpt)])).toEqual(
      expect.arrayContaining([
        [eve.email, ['One more thing.']],
        [sam.email, ['One more thing.']],
      ]),
    );
    expect(queued).toHaveLength(3);
  });

  it('retries a run that failed for someone, for them only', async () => {
    queued.length = 0;
    await post(cleo, 'Still there?');
    let failSam = true;
    const flaky: NotificationMailer = {
      queue: async (db, emails) => {
        if (failSam && emails.some((e) => e.to.id === sam.id)) throw new Error('the outbox is full');
        await mailer.queue(db, emails);
      },
    };
    const runAt = digestJob(createDigest(t.ctx, { mailer: flaky }));
    expect(await runAt('2026-11-28T08:00:00Z')).toEqual(['2026-11-28T08:00:00.000Z failed']);
    expect(queued.map((e) => e.to.email)).toEqual([eve.email]);
    // Sam's entry still waits; the run is retried after a minute.
    expect(await kinds(sam)).toContain(
      'update/digest: Cleo Client posted an update on Homepage copy — Still there?',
    );
    failSam = false;
    expect(await runAt('2026-11-28T08:00:59Z')).toEqual([]);
    expect(await runAt('2026-11-28T08:01:00Z')).toEqual(['2026-11-28T08:00:00.000Z done']);
    expect(queued.map((e) => e.to.email)).toEqual([eve.email, sam.email]);
    expect(await runAt('2026-11-28T12:00:00Z')).toEqual([]);
    expect(queued).toHaveLength(2);
  });
});
