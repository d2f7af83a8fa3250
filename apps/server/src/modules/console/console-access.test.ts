import { beforeAll, describe, expect, it } from 'vitest';
import { type EndpointDef, consoleMessages, endpoints } from '@portico/contract';
import { type TestApp, makeTenant, makeUser, signIn, useTestApp } from '../../../test/support/app';
import {
  ADMIN_ONLY,
  CONSOLE_ENDPOINTS,
  FILE_ANSWERS,
  type ConsoleEndpoint,
  type ConsoleTargets,
  sendConsole,
} from '../../../test/support/console';
import { addItems, makeBoard, makePerson } from '../../../test/support/boards';
import { type Client, clientFor, emptied, expectBody, expectError } from '../../../test/support/http';

/**
 * Who may make each console call, through HTTP: a client is refused (403), a token of another tenant is
 * unknown on this host (401), another tenant's staff reach none of this tenant's accounts from their own
 * host (404, or only their own tenant's data), an editor is refused the administration (403). Refusals
 * come before the body is read, so an empty body is refused alike (never a 400 first).
 */
const t = useTestApp();

interface Side {
  admin: Client;
  editor: Client;
  client: Client;
  token: string;
  targets: ConsoleTargets;
  slug: string;
}

/** A tenant with an administrator, an editor, a pending client (the target) and a signed-in client. */
const side = async (app: TestApp): Promise<Side> => {
  const tenant = await makeTenant(app.services);
  const admin = await makeUser(app.services, tenant, { role: 'admin', name: 'Ada Admin' });
  const editor = await makeUser(app.services, tenant, { role: 'editor', name: 'Ed Editor' });
  const target = await makeUser(app.services, tenant, { status: 'pending', name: 'Pat Pending' });
  const staffTarget = await makeUser(app.services, tenant, { role: 'editor', name: 'Sam Staff' });
  const client = await makeUser(app.services, tenant);
  const active = await makeUser(app.services, tenant, { name: 'Alex Active' });
  const board = await makeBoard(app.services, tenant, { groups: ['Backlog', 'Doing', 'Done'] });
  const [itemId] = await addItems(app.services, tenant, board, [{ name: 'Target item' }]);
  const person = await makePerson(app.services, tenant, { name: 'Dee Directory' });
  const adminApi = await signIn(app, tenant, admin);
  return {
    admin: adminApi,
    editor: await signIn(app, tenant, editor),
    client: await signIn(app, tenant, client),
    token: adminApi.token,
    targets: {
      pendingId: target.id,
      activeId: active.id,
      staffId: staffTarget.id,
      boardId: board.id,
      groupIds: board.groups.map((g) => g.id),
      columnIds: board.columns.map((c) => c.id),
      columnId: board.col.text.id,
      itemId: itemId as string,
      personId: person.id,
    },
    slug: tenant.slug,
  };
};

let a: Side;
let b: Side;
beforeAll(async () => {
  a = await side(t);
  b = await side(t);
});

const targetOf = (s: Side) => s.targets;

describe.each(CONSOLE_ENDPOINTS)('%s', (name: ConsoleEndpoint) => {
  it('refuses a client of the tenant with 403', async () => {
    expectError(await sendConsole(a.client, name, targetOf(a)), 403, consoleMessages.staffOnly);
  });

  it('refuses a client with 403 before reading the body: an empty one too', async () => {
    const empty = emptied(a.client, endpoints[name]);
    expectError(await sendConsole(empty, name, targetOf(a)), 403, consoleMessages.staffOnly);
  });

  it("answers another tenant's staff token on this host as unknown (401)", async () => {
    const intruder = clientFor(t.app, a.slug, b.token);
    expectError(await sendConsole(intruder, name, targetOf(a)), 401);
  });

  it("never reaches this tenant's accounts from another tenant's host", async () => {
    const res = await sendConsole(b.admin, name, targetOf(a));
    if ('params' in endpoints[name]) {
      expectError(res, 404);
      return;
    }
    // Calls without an account in the path answer about the caller's own tenant only.
    expect(res.statusCode, res.body).toBeLessThan(300);
    for (const id of Object.values(a.targets)) expect(res.body).not.toContain(id);
  });

  it(`is ${ADMIN_ONLY.includes(name) ? 'refused to an editor (403)' : 'open to an editor'}`, async () => {
    const res = await sendConsole(a.editor, name, targetOf(a));
    if (ADMIN_ONLY.includes(name)) expectError(res, 403, consoleMessages.adminOnly);
    else expect(res.statusCode, res.body).not.toBe(403);
  });

  if (ADMIN_ONLY.includes(name))
    it('refuses an editor with 403 before reading the body: an empty one too', async () => {
      const empty = emptied(a.editor, endpoints[name]);
      expectError(await sendConsole(empty, name, targetOf(a)), 403, consoleMessages.adminOnly);
    });

  const body = (endpoints[name] as EndpointDef).body;
  if (body && body !== 'multipart' && !body.safeParse({}).success)
    it('validates the body once the caller may make the call: an empty one is a 400', async () => {
      expectError(await sendConsole(emptied(a.admin, endpoints[name]), name, targetOf(a)), 400);
    });

  it('answers an administrator with the contract’s shape', async () => {
    const fresh = await side(t);
    const res = await sendConsole(fresh.admin, name, targetOf(fresh));
    if (FILE_ANSWERS.includes(name)) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
    } else expectBody(res, 200, endpoints[name].response);
  });
});
