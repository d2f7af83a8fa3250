import type { LightMyRequestResponse } from 'fastify';
import {
  type EndpointName,
  buildPath,
  consoleColumnEndpoints,
  consoleCsvEndpoints,
  consoleEndpoints,
  consoleItemEndpoints,
  endpoints,
} from '@portico/contract';
import { PNG } from './files';
import type { Client } from './http';

export type ConsoleEndpoint =
  | keyof typeof consoleEndpoints
  | keyof typeof consoleColumnEndpoints
  | keyof typeof consoleItemEndpoints
  | keyof typeof consoleCsvEndpoints;
export const CONSOLE_ENDPOINTS = [
  ...Object.keys(consoleEndpoints),
  ...Object.keys(consoleColumnEndpoints),
  ...Object.keys(consoleItemEndpoints),
  ...Object.keys(consoleCsvEndpoints),
] as ConsoleEndpoint[];

/** Console calls that answer a file rather than JSON (their 200 is checked by content type). */
export const FILE_ANSWERS: readonly ConsoleEndpoint[] = ['exportCsv'];

/** The console calls that only administrators may make; editors may make the others. */
export const ADMIN_ONLY: readonly ConsoleEndpoint[] = [
  'listStaff',
  'inviteStaff',
  'updateStaff',
  'removeStaff',
  'staffSignInLink',
  'portalSettings',
  'updatePortalSettings',
  'setPortalLogo',
  'removePortalLogo',
];

/** The accounts console calls name: a signup awaiting approval, an active client, a staff member. */
export interface ConsoleTargets {
  pendingId: string;
  activeId: string;
  staffId: string;
  /** A board with at least two groups (the first is where a deleted group's items go). */
  boardId: string;
  groupIds: string[];
  /** Every column of that board in order, and one (not the Name column) to change or delete. */
  columnIds: string[];
  columnId: string;
  /** An item of that board, and the type of `columnId` (a text column). */
  itemId: string;
  /** A person of the directory without an account (removable). */
  personId: string;
}

/** The query strings of calls that need one (`{keep}`: the group that stays). */
const QUERIES: Partial<Record<ConsoleEndpoint, string>> = {
  deleteGroup: '?moveTo={keep}',
  deleteColumn: '?values=0',
  createConsoleItem: '?itemName=Added%20by%20the%20tests',
  consoleItems: '?search=item&sort=name&dir=desc',
  exportCsv: '?search=item&sort=name&dir=desc',
};

/**
 * A well-formed request of a console call about an account (`userId`): what the authorization tests send,
 * so that the answer depends on who asks, not on the shape of the request.
 */
export const sendConsole = (
  api: Client,
  name: ConsoleEndpoint,
  target: ConsoleTargets,
): Promise<LightMyRequestResponse> => {
  const e = endpoints[name as EndpointName];
  const userId = e.path.startsWith('/api/console/staff')
    ? target.staffId
    : name === 'approveClient' || name === 'rejectClient'
      ? target.pendingId
      : target.activeId;
  const [keep, other] = target.groupIds as [string, string | undefined];
  const path =
    buildPath(e.path, {
      userId,
      boardId: target.boardId,
      groupId: other ?? keep,
      columnId: target.columnId,
      itemId: target.itemId,
      personId: target.personId,
    }) + (QUERIES[name] ?? '').replace('{keep}', keep);
  const bodies: Partial<Record<ConsoleEndpoint, unknown>> = {
    inviteClient: {
      name: 'Invited Client',
      email: `invited-${Math.random().toString(36).slice(2)}@example.com`,
    },
    updateClient: { filterItemsByEmail: true },
    inviteStaff: {
      name: 'Invited Editor',
      email: `editor-${Math.random().toString(36).slice(2)}@example.com`,
      role: 'editor',
    },
    updateStaff: { role: 'editor' },
    setClientBoards: { boardIds: [] },
    createBoard: { name: `Board ${Math.random().toString(36).slice(2)}` },
    updateBoard: { allowItemCreation: false },
    addGroup: { title: `Group ${Math.random().toString(36).slice(2)}` },
    reorderGroups: { groupIds: [...target.groupIds].reverse() },
    updateGroup: { color: '#123456' },
    addColumn: { type: 'text', title: `Column ${Math.random().toString(36).slice(2)}` },
    reorderColumns: { columnIds: [...target.columnIds].reverse() },
    updateColumn: { required: true },
    bulkItems: { action: 'move', itemIds: [target.itemId], groupId: keep },
    updatePortalSettings: { description: 'Changed by the authorization tests' },
    addPerson: {
      name: 'Added Person',
      email: `person-${Math.random().toString(36).slice(2)}@example.com`,
    },
    updatePerson: { name: 'Renamed Person' },
  };
  if (name === 'setPortalLogo' || name === 'setPersonPhoto') {
    const field = name === 'setPortalLogo' ? 'logo' : 'photo';
    const form = new FormData();
    form.set(field, new Blob([new Uint8Array(PNG)], { type: 'image/png' }), `${field}.png`);
    return api.multipart('PUT', path, form);
  }
  if (name === 'createConsoleItem' || name === 'updateConsoleItem') {
    const form = new FormData();
    const at = (key: string) => `columnValues[${target.columnId}][${key}]`;
    form.append(at(name === 'createConsoleItem' ? 'columnId' : 'id'), target.columnId);
    form.append(at(name === 'createConsoleItem' ? 'columnType' : 'type'), 'text');
    form.append(at('text'), `Written by the authorization tests ${Math.random()}`);
    return api.multipart('POST', path, form);
  }
  if (name === 'importCsv') {
    // A dry run: the authorization tests ask who may import, not what an import writes.
    const form = new FormData();
    form.set('dryRun', 'true');
    form.set('file', new Blob(['Name\r\nImported by the authorization tests\r\n']), 'items.csv');
    return api.multipart('POST', path, form);
  }
  const body = bodies[name];
  return api.request(e.method, path, body === undefined ? {} : { json: body });
};
