import fc from 'fast-check';
import { mentionableResponseSchema } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import type { UserRole, UserStatus } from '../../db/schema';
import type { Account } from '../../domain/account';
import { makeTenant, makeUser, signIn, useTestApp } from '../../../test/support/app';
import { addItems, makeBoard, makePerson } from '../../../test/support/boards';
import { type Client, expectBody } from '../../../test/support/http';
import { posted, thread } from '../updates/updates.fixture';
import { type Reader, mayReadItem } from './audience';
import { itemReaders } from './audience.repository';

/**
 * The audience rule's two forms — the predicate (audience.ts) and its SQL (audience.repository.ts) — and
 * what each account's own API calls return, drawn at random: tenants with and without a valid plan or the
 * assigned-items filter, staff and clients of every status and setting, grants, and items assigned by a
 * visible people column (and, to nobody's benefit, a hidden one). Every account, every item, internal or
 * not, in the portal and the console: all must agree. PORTICO_FUZZ_SEED replays a run (as the fuzz suite does).
 */

const t = useTestApp();

const SEED = Number(process.env.PORTICO_FUZZ_SEED) || 20_261_128;
const RUNS = Number(process.env.PORTICO_AUDIENCE_RUNS) || 12;
const BOARDS = 2;
const ITEMS_PER_BOARD = 3;

interface DrawnUser {
  role: UserRole;
  status: UserStatus;
  filter: boolean | null;
  /** A client has a person in the directory (assignable); staff always have one. */
  person: boolean;
  grants: boolean[];
}

interface DrawnWorld {
  tenantFilter: boolean;
  validPlan: boolean;
  users: DrawnUser[];
  /** Per board, per item: which users' persons the visible and the hidden people column hold. */
  items: Array<Array<{ visible: boolean[]; hidden: boolean[] }>>;
}

const MAX_USERS = 6;
const bools = (n: number) => fc.array(fc.boolean(), { minLength: n, maxLength: n });

const worldArb: fc.Arbitrary<DrawnWorld> = fc.record({
  tenantFilter: fc.boolean(),
  validPlan: fc.boolean(),
  users: fc.array(
    fc.record({
      role: fc.constantFrom<UserRole>('client', 'client', 'client', 'editor', 'admin'),
      status: fc.constantFrom<UserStatus>('active', 'active', 'active', 'disabled', 'pending'),
      filter: fc.constantFrom<boolean | null>(null, true, false),
      person: fc.boolean(),
      grants: bools(BOARDS),
    }),
    { minLength: 2, maxLength: MAX_USERS },
  ),
  items: fc.array(
    fc.array(fc.record({ visible: bools(MAX_USERS), hidden: bools(MAX_USERS) }), {
      minLength: ITEMS_PER_BOARD,
      maxLength: ITEMS_PER_BOARD,
    }),
    { minLength: BOARDS, maxLength: BOARDS },
  ),
});

/** The world in the database, as the portal and console write it; the API of every active account. */
const build = async (w: DrawnWorld) => {
  const s = t.services;
  // Built with a valid plan (so a note can be posted), the drawn one set at the end.
  const tenant = await makeTenant(s, { filterItemsByEmail: w.tenantFilter, grantAllBoards: false });
  const writer = await makeUser(s, tenant, { role: 'admin' });
  const users: Array<{ account: Account; person: { id: string } | null }> = [];
  for (const u of w.users) {
    const account = await makeUser(s, tenant, { role: u.role, status: u.status });
    if (u.filter !== null) await s.users.setFilterItemsByEmail(tenant, account, u.filter);
    // Staff are in the directory from the start; a client when drawn so.
    const own = await t.ctx.db.kysely
      .selectFrom('people')
      .select('id')
      .where('tenant_id', '=', tenant.id)
      .where('user_id', '=', account.id)
      .executeTakeFirst();
    const person =
      own ?? (u.person ? await makePerson(s, tenant, { user: account, name: account.name }) : null);
    users.push({ account, person });
  }
  const boards = [];
  for (let b = 0; b < BOARDS; b += 1) {
    const board = await makeBoard(s, tenant, {
      columns: [
        { type: 'people', title: 'Owner' },
        // A hidden people column assigns nobody (docs/decisions.md).
        { type: 'people', title: 'Reviewer', visible: false },
      ],
    });
    const [owner, reviewer] = board.columns as unknown as [{ id: string }, { id: string }];
    const personsOf = (held: boolean[]) =>
      users.flatMap((u, n) => (held[n] && u.person ? [u.person.id] : []));
    const drawnItems = w.items[b] ?? [];
    const ids = await addItems(
      s,
      tenant,
      board,
      drawnItems.map((item, n) => ({
        name: `Item ${b}.${n}`,
        values: {
          [owner.id]: { personIds: personsOf(item.visible) },
          [reviewer.id]: { personIds: personsOf(item.hidden) },
        },
      })),
    );
    for (const [n, u] of users.entries())
      if (w.users[n]?.grants[b]) await s.boardAdmin.grant(tenant.id, board.id, u.account.id);
    boards.push({ board, items: ids.map((id, n) => ({ id, drawn: drawnItems[n] })) });
  }
  const writerApi = await signIn(t, tenant, writer);
  for (const { board, items } of boards)
    for (const item of items)
      await posted(writerApi, board.id, item.id, { body: 'A note for staff', internal: 'true' });
  const current = w.validPlan ? tenant : await s.tenants.update(tenant, { subscriptionStatus: 'expired' });
  const apis = new Map<string, Client>();
  for (const u of users)
    if (u.account.status === 'active') apis.set(u.account.id, await signIn(t, current, u.account));
  return { tenant: current, writer, writerApi, users, boards, apis };
};

type World = Awaited<ReturnType<typeof build>>;

/** What the predicate says, from the drawn world alone. */
const predicate = (
  world: World,
  w: DrawnWorld,
  userIndex: number,
  boardIndex: number,
  itemIndex: number,
  internal: boolean,
) => {
  const u = w.users[userIndex] as DrawnUser;
  const reader: Reader = { role: u.role, status: u.status, filterItemsByEmail: u.filter };
  const item = w.items[boardIndex]?.[itemIndex];
  return mayReadItem(world.tenant, reader, {
    granted: u.grants[boardIndex] === true,
    assigned: world.users[userIndex]?.person !== null && item?.visible[userIndex] === true,
    internal,
  });
};

describe('the audience rule', () => {
  it('agrees in its predicate, its SQL and every account’s own API calls, in random worlds', async () => {
    let checked = 0;
    await fc.assert(
      fc.asyncProperty(worldArb, async (w) => {
        const world = await build(w);
        const db = t.ctx.db.kysely;
        for (const [b, { board, items }] of world.boards.entries()) {
          const listed = new Map<string, Set<string> | null>();
          for (const u of world.users) {
            const api = world.apis.get(u.account.id);
            if (!api) continue;
            const res = await api.get(`/api/boards/getAllItems?boardId=${board.id}`);
            listed.set(
              u.account.id,
              res.statusCode === 200
                ? new Set((res.json() as { data: { items: { id: string }[] } }).data.items.map((i) => i.id))
                : null,
            );
          }
          for (const [i, item] of items.entries()) {
            for (const internal of [false, true]) {
              {
                const sqlForm = new Set(
                  (
                    await itemReaders(
                      db,
                      world.tenant.id,
                      world.tenant,
                      { boardId: board.id, itemId: item.id, internal },
                      { limit: 100 },
                    )
                  ).map((r) => r.id),
                );
                for (const [n, u] of world.users.entries()) {
                  const says = predicate(world, w, n, b, i, internal);
                  expect(sqlForm.has(u.account.id), `SQL vs predicate: user ${n}, item ${b}.${i}`).toBe(says);
                  checked += 1;
                }
              }
            }
            for (const [n, u] of world.users.entries()) {
              const api = world.apis.get(u.account.id);
              const may = predicate(world, w, n, b, i, false);
              const mayNote = predicate(world, w, n, b, i, true);
              const where = `user ${n} (${JSON.stringify(w.users[n])}), item ${b}.${i}`;
              if (!api) {
                expect(may, `an account that cannot sign in reads nothing: ${where}`).toBe(false);
                continue;
              }
              // The actor's own item scope: the list, the details and the thread.
              expect(listed.get(u.account.id)?.has(item.id) ?? false, `list: ${where}`).toBe(may);
              const details = await api.get(`/api/boards/getItemDetails/${item.id}?boardId=${board.id}`);
              expect(details.statusCode === 200, `details: ${where}`).toBe(may);
              if (may) {
                const notes = (await thread(api, board.id, item.id)).updates.filter((e) => e.internal);
                expect(notes.length === 1, `internal note: ${where}`).toBe(mayNote);
              }
              // The console reads as staff in the console (clients are refused it).
              const consoleRes = await api.get(`/api/console/boards/${board.id}/items?limit=100`);
              const inConsole =
                consoleRes.statusCode === 200 &&
                (consoleRes.json() as { data: { items: { id: string }[] } }).data.items.some(
                  (x) => x.id === item.id,
                );
              const staff = u.account.role !== 'client';
              expect(inConsole, `console: ${where}`).toBe(staff && may);
            }
            // Whom a staff member may mention: the SQL form through its endpoint (the writer reads the
            // item while the plan is valid).
            if (w.validPlan) {
              const res = await world.writerApi.get(`/api/boards/${board.id}/items/${item.id}/mentionable`);
              const offered = new Set(
                expectBody(res, 200, mentionableResponseSchema)
                  .data.people.map((p) => p.id)
                  .filter((id) => id !== world.writer.id),
              );
              const expected = new Set(
                world.users.flatMap((u, n) => (predicate(world, w, n, b, i, false) ? [u.account.id] : [])),
              );
              expect(offered).toEqual(expected);
            }
          }
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    expect(checked).toBeGreaterThan(0);
  });
});
