import type { LightMyRequestResponse } from 'fastify';
import { type EndpointName, buildPath, consoleEndpoints, endpoints } from '@portico/contract';
import type { Client } from './http';

export type ConsoleEndpoint = keyof typeof consoleEndpoints;
export const CONSOLE_ENDPOINTS = Object.keys(consoleEndpoints) as ConsoleEndpoint[];

/** The console calls that only administrators may make; editors may make the others. */
export const ADMIN_ONLY: readonly ConsoleEndpoint[] = [
  'listStaff',
  'inviteStaff',
  'updateStaff',
  'removeStaff',
];

/**
 * A well-formed request of a console call about an account (`userId`): what the authorization tests send,
 * so that the answer depends on who asks, not on the shape of the request.
 */
export const sendConsole = (
  api: Client,
  name: ConsoleEndpoint,
  target: { clientId: string; staffId: string },
): Promise<LightMyRequestResponse> => {
  const e = endpoints[name as EndpointName];
  const staffCall = name.includes('Staff');
  const path = buildPath(e.path, { userId: staffCall ? target.staffId : target.clientId });
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
  };
  const body = bodies[name];
  return api.request(e.method, path, body === undefined ? {} : { json: body });
};
