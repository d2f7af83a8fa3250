import type { LightMyRequestResponse } from 'fastify';
import { type EndpointName, buildPath, consoleEndpoints, endpoints } from '@portico/contract';
import { PNG } from './files';
import type { Client } from './http';

export type ConsoleEndpoint = keyof typeof consoleEndpoints;
export const CONSOLE_ENDPOINTS = Object.keys(consoleEndpoints) as ConsoleEndpoint[];

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
  /** A person of the directory without an account (removable). */
  personId: string;
}

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
      personId: target.personId,
    }) + (name === 'deleteGroup' ? `?moveTo=${keep}` : '');
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
  const body = bodies[name];
  return api.request(e.method, path, body === undefined ? {} : { json: body });
};
