import { describe, expect, it } from 'vitest';
import {
  COLUMN_TYPES,
  checkUserAuthResponseSchema,
  getAllItemsResponseSchema,
  getItemDetailsResponseSchema,
  photoThumbsResponseSchema,
} from '@portico/contract';
import { signIn, useTestApp } from '../../../test/support/app';
import { cliFails, cliOk } from '../../../test/support/cli';
import { expectBody } from '../../../test/support/http';
import { DEMO } from '../demo/tenant';
import { RARE_COUNT, RARE_TERM, largeBoardName } from '../demo/large-board';

const t = useTestApp();

describe('portico demo', () => {
  it('creates the demo tenant, people with avatars and three boards with every column type, once', async () => {
    const first = await cliOk(t, 'demo');
    expect(first).toContain('Added 3 demo boards.');
    expect(first).toContain(`Sign in with ${DEMO.email} / ${DEMO.password}`);
    for (const member of DEMO.staff) expect(first).toContain(`${member.email} / ${member.password}`);
    const again = await cliOk(t, 'demo');
    expect(again).not.toContain('Added');

    const tenant = (await t.services.tenants.findBySlug(DEMO.slug))!;
    const boards = await t.services.boards.listBoards(tenant.id);
    expect(boards.map((b) => b.name)).toEqual(['Client Requests', 'Website Redesign', 'Content Calendar']);
    const types = new Set<string>();
    let items = 0;
    for (const b of boards) {
      for (const c of await t.services.boards.allColumns(tenant.id, b.id)) types.add(c.type);
      items += b.item_count;
    }
    expect([...types].sort()).toEqual([...COLUMN_TYPES].sort());
    expect(items).toBeGreaterThanOrEqual(300);

    for (const member of DEMO.staff) {
      const account = (await t.services.users.findByEmail(tenant, member.email))!;
      const session = await signIn(t, tenant, account, member.password);
      const staffMe = expectBody(
        await session.get('/api/auth/check-user-auth'),
        200,
        checkUserAuthResponseSchema,
      );
      expect(staffMe.user.role).toBe(member.role);
      expect((await session.get('/api/console/overview')).statusCode).toBe(200);
    }

    const user = (await t.services.users.findByEmail(tenant, DEMO.email))!;
    const api = await signIn(t, tenant, user, DEMO.password);
    const me = expectBody(await api.get('/api/auth/check-user-auth'), 200, checkUserAuthResponseSchema);
    expect(me.user.boardsData).toHaveLength(3);
    const people = expectBody(await api.get('/api/boards/getPhotothumbs'), 200, photoThumbsResponseSchema);
    expect(people.data.users.length).toBeGreaterThanOrEqual(8);
    const photo = people.data.users.find((p) => p.photo_thumb)?.photo_thumb as string;
    const image = await api.get(photo);
    expect(image.headers['content-type']).toBe('image/png');

    // The demo user is assigned work, and some items carry files that download.
    const requests = boards[0]!;
    const mine = expectBody(
      await api.get(`/api/boards/getAllItems?boardId=${requests.id}&filterByEmail=true`),
      200,
      getAllItemsResponseSchema,
    );
    expect(mine.data.items.length).toBeGreaterThan(0);
    const rows = await t.ctx.db.kysely
      .selectFrom('items')
      .select('id')
      .where('board_id', '=', requests.id)
      .where('has_files', '=', 1)
      .execute();
    expect(rows.length).toBeGreaterThan(3);
    const withFile = expectBody(
      await api.get(`/api/boards/getItemDetails/${rows[0]!.id}?boardId=${requests.id}`),
      200,
      getItemDetailsResponseSchema,
    );
    const url = withFile.data.column_values.find((v) => v.files?.length)?.files?.[0]?.asset
      .public_url as string;
    expect((await api.get(url)).statusCode).toBe(200);
  });

  it('adds one large board with --items, findable by its rare term', async () => {
    expect(await cliOk(t, 'demo', '--items', '300')).toContain('Added a board with 300 items');
    expect(await cliOk(t, 'demo', '--items', '300')).toContain('exists already');
    const tenant = (await t.services.tenants.findBySlug(DEMO.slug))!;
    const board = (await t.services.boards.listBoards(tenant.id)).find(
      (b) => b.name === largeBoardName(300),
    )!;
    expect(board.item_count).toBe(300);
    expect((await t.services.boards.allColumns(tenant.id, board.id)).length).toBe(12);
    for (const member of DEMO.staff) {
      const account = (await t.services.users.findByEmail(tenant, member.email))!;
      const session = await signIn(t, tenant, account, member.password);
      const staffMe = expectBody(
        await session.get('/api/auth/check-user-auth'),
        200,
        checkUserAuthResponseSchema,
      );
      expect(staffMe.user.role).toBe(member.role);
      expect((await session.get('/api/console/overview')).statusCode).toBe(200);
    }

    const user = (await t.services.users.findByEmail(tenant, DEMO.email))!;
    const api = await signIn(t, tenant, user, DEMO.password);
    const found = expectBody(
      await api.get(`/api/boards/getAllItems?boardId=${board.id}&compareValue=${RARE_TERM}`),
      200,
      getAllItemsResponseSchema,
    );
    expect(found.data.items).toHaveLength(RARE_COUNT);
    expect(await cliFails(t, 'demo', '--items', 'many')).toMatch(/whole number/);
  });
});
