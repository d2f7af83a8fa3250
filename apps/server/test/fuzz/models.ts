import type { z } from 'zod';
import {
  type EndpointName,
  endpoints,
  healthResponseSchema,
  readinessResponseSchema,
  signedFileParamsSchema,
  signedFileQuerySchema,
} from '@portico/contract';
import type { Account } from '../../src/domain/account';
import { STRONG_PASSWORD } from '../support/app';
import { PNG } from '../support/files';
import { type Part, filePart, textPart } from './multipart-encoding';
import type { World } from './world';

/** The multipart fields an endpoint takes: a valid body and every name position a key could take. */
export interface MultipartModel {
  valid: Part[];
  /** Field names the endpoint reads (a mutation may move a value or a file under another of them). */
  names: string[];
  fileFields: string[];
  /** The field names in which `key` lands in a key position (e.g. `columnValues[<key>][text]`). */
  keyPositions: (key: string) => string[];
}

/** A valid request of an endpoint, built from the world; the fuzzer starts from it and breaks it. */
export interface ValidRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: { kind: 'json'; value: unknown } | { kind: 'multipart'; model: MultipartModel };
  /** The call ends its session or changes the password: every input gets a new session. */
  freshSession?: boolean;
}

/** An endpoint as the fuzzer sees it: the contract's definition plus a valid request. */
export interface EndpointModel {
  name: string;
  method: string;
  path: string;
  auth: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType | 'multipart';
  /** What a 2xx must look like (`binary`: a file download). */
  response: z.ZodType | 'binary';
  /** `me`: the endpoint's own user (signed in unless the endpoint is public). */
  valid: (world: World, me: Account) => ValidRequest;
}

/** §7 column fields: `columnValues[<column>][<key>]` (see packages/contract/src/columns/multipart.ts). */
const columnFields = (world: World, keys: { id: string; type: string }): MultipartModel => {
  const { col } = world.board;
  const at = (columnId: string, key: string) => `columnValues[${columnId}][${key}]`;
  const column = (c: { id: string; type: string }, extra: Array<[string, string]>) => [
    textPart(at(c.id, keys.id), c.id),
    textPart(at(c.id, keys.type), c.type),
    ...extra.map(([k, v]) => textPart(at(c.id, k), v)),
  ];
  const valid = [
    ...column(col.text, [['text', 'Fuzzed text']]),
    ...column(col.status, [['text', 'Done']]),
    ...column(col.tags, [['selectedTags', JSON.stringify(['urgent'])]]),
    ...column(col.people, [['persons_and_teams', JSON.stringify([{ id: world.personId, kind: 'person' }])]]),
    ...column(col.file, []),
    filePart(at(col.file.id, 'newlyUploadedFile'), 'notes.txt', Buffer.from('hello'), 'text/plain'),
  ];
  const fieldKeys = [keys.id, keys.type, 'text', 'persons_and_teams', 'selectedTags', 'newlyUploadedFile'];
  return {
    valid,
    names: Object.values(col).flatMap((c) => fieldKeys.map((k) => at(c.id, k))),
    fileFields: [at(col.file.id, 'newlyUploadedFile')],
    keyPositions: (key) => [
      ...fieldKeys.map((k) => at(key, k)),
      at(col.text.id, key),
      at(key, key),
      `columnValues[${key}]`,
      `${key}[${col.text.id}][text]`,
      `${at(col.text.id, 'text')}[${key}]`,
      key,
      `${key}[polluted]`,
      // Reaches Object.prototype itself through the constructor when a lookup is not own-keyed.
      ...(key === 'constructor' ? ['columnValues[constructor][prototype]'] : []),
    ],
  };
};

const profileFields: MultipartModel = {
  valid: [textPart('name', 'Fox Mulder'), filePart('profilePicture', 'me.png', PNG, 'image/png')],
  names: ['name', 'profilePicture'],
  fileFields: ['profilePicture'],
  keyPositions: (key) => [key, `name[${key}]`, `${key}[name]`, `${key}[polluted]`, `profilePicture[${key}]`],
};

const logoFields: MultipartModel = {
  valid: [filePart('logo', 'logo.png', PNG, 'image/png')],
  names: ['logo'],
  fileFields: ['logo'],
  keyPositions: (key) => [key, `logo[${key}]`, `${key}[logo]`],
};

const personPhotoFields: MultipartModel = {
  valid: [filePart('photo', 'photo.png', PNG, 'image/png')],
  names: ['photo'],
  fileFields: ['photo'],
  keyPositions: (key) => [key, `photo[${key}]`, `${key}[photo]`],
};

const csvImportFields: MultipartModel = {
  valid: [
    textPart('dryRun', 'true'),
    textPart('addLabels', 'true'),
    filePart('file', 'items.csv', Buffer.from('Name,Group\r\nFuzzed row,Backlog\r\n'), 'text/csv'),
  ],
  names: ['file', 'groupId', 'addLabels', 'dryRun'],
  fileFields: ['file'],
  keyPositions: (key) => [key, `file[${key}]`, `${key}[file]`, `${key}[dryRun]`],
};

const updateFields: MultipartModel = {
  valid: [
    textPart('body', 'A **fuzzed** update'),
    textPart('internal', 'false'),
    filePart('files', 'shot.png', PNG, 'image/png'),
  ],
  names: ['body', 'parentId', 'internal', 'files'],
  fileFields: ['files'],
  keyPositions: (key) => [key, `files[${key}]`, `${key}[body]`],
};

const json = (value: unknown) => ({ kind: 'json' as const, value });

/**
 * A valid request for every endpoint of the contract. A `Record` over the endpoint names, so a new
 * endpoint does not compile until it has one (and the suite checks again at run time).
 */
export const VALID_REQUESTS: Record<EndpointName, (w: World, me: Account) => ValidRequest> = {
  login: (w, me) => ({ body: json({ email: me.email, password: STRONG_PASSWORD, slug: w.slug }) }),
  signup: (w) => ({
    query: { slug: w.slug },
    body: json({
      name: 'New Client',
      email: 'new-client@example.com',
      password: STRONG_PASSWORD,
      slug: w.slug,
    }),
  }),
  tokenLogin: (w) => ({ body: json({ slug: w.slug, token: 'x'.repeat(43) }) }),
  forgotPassword: (w, me) => ({ body: json({ slug: w.slug, email: me.email }) }),
  checkResetToken: (w) => ({ body: json({ slug: w.slug, token: 'x'.repeat(43) }) }),
  resetPassword: (w) => ({ body: json({ slug: w.slug, token: 'x'.repeat(43), password: STRONG_PASSWORD }) }),
  oidcAuthorize: (w) => ({ query: { slug: w.slug } }),
  signinWithGoogle: (w) => ({ body: json({ slug: w.slug, code: 'code', state: 'state' }) }),
  logout: () => ({ freshSession: true }),
  checkUserAuth: () => ({}),
  checkSignupPermission: (w) => ({ query: { slug: w.slug } }),
  validateSubDomain: (w) => ({ params: { subdomain: w.slug } }),
  changePassword: () => ({
    body: json({ oldPassword: STRONG_PASSWORD, newPassword: 'Another-horse-8' }),
    freshSession: true,
  }),
  updateProfile: () => ({ body: { kind: 'multipart', model: profileFields } }),
  updateLanguage: () => ({ body: json({ language: 'de' }) }),
  sendFeedback: () => ({
    body: json({
      summary: 'Fuzz',
      details: 'Sent by the fuzz suite',
      name: 'Fuzz',
      email: 'fuzz@example.com',
    }),
  }),
  getAllItems: (w) => ({ query: { boardId: w.board.id, searchQuery: 'Landing' } }),
  getPhotothumbs: () => ({}),
  getAllGroups: (w) => ({ params: { boardId: w.board.id } }),
  getItemDetails: (w) => ({ params: { itemId: w.itemId }, query: { boardId: w.board.id } }),
  updateItem: (w) => ({
    params: { itemId: w.itemId },
    query: { boardId: w.board.id },
    body: { kind: 'multipart', model: columnFields(w, { id: 'id', type: 'type' }) },
  }),
  createItem: (w) => {
    const fields = columnFields(w, { id: 'columnId', type: 'columnType' });
    return {
      params: { boardId: w.board.id, groupId: w.groupId },
      query: { itemName: 'Fuzzed item' },
      body: { kind: 'multipart', model: fields },
    };
  },
  getDropdownOptions: (w) => ({
    params: { boardId: w.board.id },
    body: json({
      columnIds: {
        status: [w.board.col.status.id],
        dropdown: [w.board.col.dropdown.id],
        tags: [w.board.col.tags.id],
        people: [w.board.col.people.id],
      },
    }),
  }),
  editableColumns: (w) => ({ query: { boardId: w.board.id } }),
  consoleOverview: () => ({}),
  listClients: () => ({ query: { search: 'client', status: 'pending' } }),
  inviteClient: () => ({ body: json({ name: 'Invited Client', email: 'invited@example.com' }) }),
  updateClient: (w) => ({ params: { userId: w.clientId }, body: json({ filterItemsByEmail: true }) }),
  approveClient: (w) => ({ params: { userId: w.clientId } }),
  rejectClient: (w) => ({ params: { userId: w.clientId } }),
  clientSignInLink: (w) => ({ params: { userId: w.clientId } }),
  resetClientPassword: (w) => ({ params: { userId: w.clientId } }),
  previewClient: (w) => ({ params: { userId: w.clientId } }),
  listStaff: () => ({}),
  inviteStaff: () => ({ body: json({ name: 'New Editor', email: 'editor@example.com', role: 'editor' }) }),
  updateStaff: (w) => ({ params: { userId: w.staffId }, body: json({ role: 'admin' }) }),
  removeStaff: (w) => ({ params: { userId: w.staffId } }),
  staffSignInLink: (w) => ({ params: { userId: w.staffId } }),
  clientBoards: (w) => ({ params: { userId: w.clientId } }),
  setClientBoards: (w) => ({ params: { userId: w.clientId }, body: json({ boardIds: [w.board.id] }) }),
  portalSettings: () => ({}),
  updatePortalSettings: () => ({
    body: json({
      description: 'Fuzzed portal',
      grantAllBoards: false,
      language: 'fr',
      browserLanguage: true,
    }),
  }),
  setPortalLogo: () => ({ body: { kind: 'multipart', model: logoFields } }),
  removePortalLogo: () => ({}),
  consoleBoards: () => ({}),
  createBoard: () => ({ body: json({ name: 'Fuzzed board', allowItemCreation: true }) }),
  updateBoard: (w) => ({ params: { boardId: w.board.id }, body: json({ allowItemCreation: true }) }),
  consoleGroups: (w) => ({ params: { boardId: w.board.id } }),
  addGroup: (w) => ({
    params: { boardId: w.board.id },
    body: json({ title: 'Fuzzed group', color: '#123456' }),
  }),
  reorderGroups: (w) => ({
    params: { boardId: w.board.id },
    body: json({ groupIds: [...w.board.groups.map((g) => g.id)].reverse() }),
  }),
  updateGroup: (w) => ({
    params: { boardId: w.board.id, groupId: w.groupId },
    body: json({ color: '#654321' }),
  }),
  deleteGroup: (w) => ({
    params: { boardId: w.board.id, groupId: w.board.groups[1]?.id ?? w.groupId },
    query: { moveTo: w.groupId },
  }),
  consoleColumns: (w) => ({ params: { boardId: w.board.id } }),
  addColumn: (w) => ({
    params: { boardId: w.board.id },
    body: json({ type: 'status', title: 'Fuzzed status', labels: [{ name: 'Open', color: '#123456' }] }),
  }),
  reorderColumns: (w) => ({
    params: { boardId: w.board.id },
    body: json({ columnIds: [...w.board.columns.map((c) => c.id)].reverse() }),
  }),
  updateColumn: (w) => ({
    params: { boardId: w.board.id, columnId: w.board.col.status.id },
    body: json({ title: 'Fuzzed title', visible: true, labels: [{ name: 'Fuzzed', color: '#654321' }] }),
  }),
  deleteColumn: (w) => ({
    params: { boardId: w.board.id, columnId: w.board.col.tags.id },
    query: { values: '0' },
  }),
  consoleItems: (w) => ({
    params: { boardId: w.board.id },
    query: { search: 'canary', sort: w.board.col.status.id, dir: 'desc', offset: '0', limit: '50' },
  }),
  createConsoleItem: (w) => ({
    params: { boardId: w.board.id, groupId: w.groupId },
    query: { itemName: 'Fuzzed item' },
    body: { kind: 'multipart', model: columnFields(w, { id: 'columnId', type: 'columnType' }) },
  }),
  updateConsoleItem: (w) => ({
    params: { boardId: w.board.id, itemId: w.itemId },
    body: { kind: 'multipart', model: columnFields(w, { id: 'id', type: 'type' }) },
  }),
  bulkItems: (w) => ({
    params: { boardId: w.board.id },
    body: json({ action: 'move', itemIds: [w.itemId], groupId: w.groupId }),
  }),
  importCsv: (w) => ({
    params: { boardId: w.board.id },
    body: { kind: 'multipart', model: csvImportFields },
  }),
  exportCsv: (w) => ({
    params: { boardId: w.board.id },
    query: { search: 'canary', sort: w.board.col.status.id, dir: 'desc', groupId: w.groupId },
  }),
  listPeople: () => ({ query: { search: 'mulder' } }),
  addPerson: () => ({ body: json({ name: 'Walter Skinner', email: 'skinner@example.com' }) }),
  updatePerson: (w) => ({ params: { personId: w.personId }, body: json({ name: 'Fox W. Mulder' }) }),
  // The world's person is a client's: removing them is refused (409), which the fuzzing must keep.
  removePerson: (w) => ({ params: { personId: w.personId } }),
  setPersonPhoto: (w) => ({
    params: { personId: w.personId },
    body: { kind: 'multipart', model: personPhotoFields },
  }),
  removePersonPhoto: (w) => ({ params: { personId: w.personId } }),
  activity: (w) => ({ query: { boardId: w.board.id, from: '2026-01-01', to: '2030-12-31' } }),
  activityActors: () => ({}),
  listUpdates: (w) => ({ params: { boardId: w.board.id, itemId: w.itemId } }),
  createUpdate: (w) => ({
    params: { boardId: w.board.id, itemId: w.itemId },
    body: { kind: 'multipart', model: updateFields },
  }),
  editUpdate: (w) => ({
    params: { boardId: w.board.id, itemId: w.itemId, updateId: w.updateId },
    body: json({ body: 'Edited *text*' }),
  }),
  deleteUpdate: (w) => ({ params: { boardId: w.board.id, itemId: w.itemId, updateId: w.updateId } }),
  mentionable: (w) => ({ params: { boardId: w.board.id, itemId: w.itemId }, query: { q: 'da' } }),
  listNotifications: () => ({ query: { unread: 'true' } }),
  unreadNotifications: () => ({}),
  // No notification of the world's user has this id: the fuzzing checks the answers around a 404.
  readNotification: () => ({ params: { notificationId: 'fuzzed-notification' } }),
  readAllNotifications: () => ({}),
  notificationPreferences: () => ({}),
  updateNotificationPreferences: () => ({
    body: json({
      preferences: { mention: { inApp: true, email: 'daily' }, status: { inApp: false, email: 'off' } },
    }),
  }),
  itemFollow: (w) => ({ params: { boardId: w.board.id, itemId: w.itemId } }),
  followItem: (w) => ({ params: { boardId: w.board.id, itemId: w.itemId } }),
  unfollowItem: (w) => ({ params: { boardId: w.board.id, itemId: w.itemId } }),
  liveEvents: () => ({}),
};

/** Routes outside the contract's list that every client can reach. */
const EXTRA_ROUTES: EndpointModel[] = [
  {
    name: 'signedFile',
    method: 'GET',
    path: '/api/files/:fileId/:name',
    auth: false,
    params: signedFileParamsSchema,
    query: signedFileQuerySchema,
    response: 'binary',
    valid: (w) => ({
      params: { fileId: w.file.fileId, name: w.file.name },
      query: { expires: w.file.expires, signature: w.file.signature },
    }),
  },
  {
    name: 'health',
    method: 'GET',
    path: '/api/health',
    auth: false,
    response: healthResponseSchema,
    valid: () => ({}),
  },
  {
    name: 'healthReady',
    method: 'GET',
    path: '/api/health/ready',
    auth: false,
    response: readinessResponseSchema,
    valid: () => ({}),
  },
];

/** Endpoints of the contract that `inject` cannot fuzz, each with where its hostile input is tested. */
export const NOT_FUZZED: Partial<Record<EndpointName, string>> = {
  // The stream never ends, so `inject` cannot read an answer.
  liveEvents: 'a stream: 401 and a malformed lastEventId are tested over a socket in live.test.ts',
};

/** Every endpoint of the contract (in its order) but NOT_FUZZED, and the extra routes. */
export const endpointModels = (): EndpointModel[] => [
  ...(Object.keys(endpoints) as EndpointName[])
    .filter((name) => !(name in NOT_FUZZED))
    .map((name): EndpointModel => {
      const e = endpoints[name];
      return {
        name,
        method: e.method,
        path: e.path,
        auth: e.auth,
        params: 'params' in e ? e.params : undefined,
        query: 'query' in e ? e.query : undefined,
        body: 'body' in e ? e.body : undefined,
        // The CSV export answers the file itself (text/csv), not JSON.
        response: name === 'exportCsv' ? 'binary' : e.response,
        valid: VALID_REQUESTS[name],
      };
    }),
  ...EXTRA_ROUTES,
];

/**
 * Why the model of an endpoint cannot drive it (no valid request, or one that does not fit the
 * contract's body kind); null when it can.
 */
export const modelProblem = (model: EndpointModel, world: World, me: Account): string | null => {
  if (typeof model.valid !== 'function') return `${model.name}: no valid request in VALID_REQUESTS`;
  const valid = model.valid(world, me);
  if (model.body === 'multipart' && valid.body?.kind !== 'multipart')
    return `${model.name}: a multipart endpoint without a multipart field model`;
  if (model.body && model.body !== 'multipart' && valid.body?.kind !== 'json')
    return `${model.name}: a JSON-body endpoint without a JSON body`;
  for (const key of model.path.match(/:([A-Za-z]+)/g) ?? [])
    if (valid.params?.[key.slice(1)] === undefined) return `${model.name}: no valid value for ${key}`;
  return null;
};
