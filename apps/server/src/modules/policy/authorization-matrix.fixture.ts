import { randomBytes } from 'node:crypto';
import { type TestApp, makeTenant, makeUser, signIn } from '../../../test/support/app';
import { STATUS_LABELS, addItems, makeBoard, makePerson } from '../../../test/support/boards';
import { makeFile } from '../../../test/support/files';
import { type Client, clientFor } from '../../../test/support/http';

/**
 * The world of the authorization matrix (authorization-matrix.test.ts): a tenant with one board, an item
 * assigned to the restricted client and one that is not, hidden and read-only columns, files, another
 * tenant, and a signed-in client per kind of actor. Every thing carries a marker string, so a test can
 * tell that an answer holds none of what its actor may not see.
 */

export const ACTORS = [
  'granted', // a client granted the board
  'ungranted', // a client of the tenant without a grant to the board
  'restricted', // filterItemsByEmail 'true', assigned to one item only
  'otherTenantHere', // a client of another tenant, their valid token on this tenant's host
  'otherTenantHome', // the same client on their own host, asking for this tenant's ids
  'noToken',
  'revoked', // a token after logout
] as const;
export type ActorName = (typeof ACTORS)[number];

/** Groups of strings that identify things: the markers in their texts, and their ids. */
export type MarkerGroup = 'board' | 'assigned' | 'unassigned' | 'hidden' | 'directory' | 'otherTenant';

/** What each actor may see; every other group must be absent from every answer they get. */
export const MAY_SEE: Record<ActorName, MarkerGroup[]> = {
  granted: ['board', 'assigned', 'unassigned', 'directory'],
  ungranted: ['directory'],
  restricted: ['board', 'assigned', 'directory'],
  otherTenantHere: [],
  otherTenantHome: ['otherTenant'],
  noToken: [],
  revoked: [],
};

export const setupAuthorizationWorld = async (t: TestApp) => {
  const s = t.services;
  // Markers share a prefix, which is also the search term that would find both items.
  const prefix = `zq${randomBytes(3).toString('hex')}`;
  const mk = {
    board: `${prefix}brd`,
    assigned: `${prefix}asg`,
    unassigned: `${prefix}una`,
    hidden: `${prefix}hid`,
    directory: `${prefix}dir`,
    other: `${prefix}oth`,
  };
  const tenant = await makeTenant(s);
  const board = await makeBoard(s, tenant, {
    name: `Board ${mk.board}`,
    groups: [`Backlog ${mk.board}`],
    columns: [
      { type: 'people', title: 'Owner' },
      { type: 'text', title: 'Notes' },
      { type: 'status', title: 'Status', settings: { labels: STATUS_LABELS } },
      { type: 'file', title: 'Files' },
      { type: 'text', title: 'Read-only', editable: false },
      { type: 'text', title: 'Internal note', visible: false },
      { type: 'file', title: 'Internal files', visible: false },
      // A hidden people column assigns nobody: "assigned" means a visible one (docs/decisions.md).
      { type: 'people', title: 'Reviewer', visible: false },
    ],
  });
  const col = (title: string) => board.columns.find((c) => c.title === title) as (typeof board.columns)[0];

  const users = {
    granted: await makeUser(s, tenant),
    ungranted: await makeUser(s, tenant),
    restricted: await makeUser(s, tenant),
    revoked: await makeUser(s, tenant),
  };
  await s.boardAdmin.revoke(tenant.id, board.id, users.ungranted.id);
  await s.users.setFilterItemsByEmail(tenant, users.restricted, true);
  const restrictedPerson = await makePerson(s, tenant, { user: users.restricted, name: 'Restricted Client' });
  const dirPerson = await makePerson(s, tenant, { name: `${mk.directory} Person` });

  // Each file's name and bytes carry its marker, so a leak shows up in any body that holds them.
  const textFile = (marker: string) =>
    makeFile(s, tenant, `${marker}.txt`, Buffer.from(`bytes of ${marker}.txt`));
  const files = {
    assigned: await textFile(mk.assigned),
    unassigned: await textFile(mk.unassigned),
    hidden: await textFile(mk.hidden),
  };
  const fileValue = (file: { id: string; name: string }) => ({
    files: [{ fileId: file.id, name: file.name }],
  });
  const [assignedId, unassignedId] = (await addItems(s, tenant, board, [
    {
      name: `Assigned ${mk.assigned}`,
      values: {
        [col('Owner').id]: { personIds: [restrictedPerson.id] },
        [col('Files').id]: fileValue(files.assigned),
        [col('Internal note').id]: { text: `${mk.hidden} note` },
        [col('Internal files').id]: fileValue(files.hidden),
      },
    },
    {
      name: `Unassigned ${mk.unassigned}`,
      values: {
        [col('Owner').id]: { personIds: [dirPerson.id] },
        [col('Reviewer').id]: { personIds: [restrictedPerson.id] },
        [col('Files').id]: fileValue(files.unassigned),
        [col('Internal note').id]: { text: `${mk.hidden} note` },
      },
    },
  ])) as [string, string];

  const other = await makeTenant(s);
  const otherUser = await makeUser(s, other);
  const otherBoard = await makeBoard(s, other, { name: `Board ${mk.other}` });
  await addItems(s, other, otherBoard, [{ name: `Item ${mk.other}` }]);
  await makePerson(s, other, { name: `${mk.other} Person` });

  const revoked = await signIn(t, tenant, users.revoked);
  const logout = await revoked.post('/api/auth/logout');
  if (logout.statusCode !== 200) throw new Error(`logout failed: ${logout.body}`);
  const otherApi = await signIn(t, other, otherUser);
  // A preview of the restricted client opened by an editor (console "Preview as client"): it reads as
  // that client and may change nothing.
  const editor = await makeUser(s, tenant, { role: 'editor' });
  const preview = await s.auth.startPreview(tenant, users.restricted, editor.id);
  const clients: Record<ActorName, Client> = {
    granted: await signIn(t, tenant, users.granted),
    ungranted: await signIn(t, tenant, users.ungranted),
    restricted: await signIn(t, tenant, users.restricted),
    otherTenantHere: clientFor(t.app, tenant.slug, otherApi.token),
    otherTenantHome: otherApi,
    noToken: clientFor(t.app, tenant.slug),
    revoked,
  };

  return {
    tenant,
    tenantId: tenant.id,
    prefix,
    board,
    col,
    group: board.groups[0] as { id: string },
    assignedId,
    unassignedId,
    files,
    restrictedPersonId: restrictedPerson.id,
    /** A person without an account: the one the console's people calls name. */
    directoryPersonId: dirPerson.id,
    /** A preview of the restricted client: reads as `restricted`, every change 403. */
    preview: clientFor(t.app, tenant.slug, preview.token),
    /** A client of the tenant: the account console calls name. */
    targetUserId: users.ungranted.id,
    clients,
    markers: {
      board: [mk.board, board.id],
      assigned: [mk.assigned, assignedId, files.assigned.id],
      unassigned: [mk.unassigned, unassignedId, files.unassigned.id],
      hidden: [mk.hidden, files.hidden.id],
      directory: [mk.directory, dirPerson.id],
      otherTenant: [mk.other],
    } satisfies Record<MarkerGroup, string[]>,
  };
};

export type AuthorizationWorld = Awaited<ReturnType<typeof setupAuthorizationWorld>>;
