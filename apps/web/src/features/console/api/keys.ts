import type { ListClientsQuery } from '@portico/contract';

/** The console's query keys: every change of a client or staff member invalidates `all`. */
export const consoleKeys = {
  all: ['console'] as const,
  overview: () => [...consoleKeys.all, 'overview'] as const,
  clients: () => [...consoleKeys.all, 'clients'] as const,
  clientList: (query: ListClientsQuery) => [...consoleKeys.clients(), query] as const,
  staff: () => [...consoleKeys.all, 'staff'] as const,
};
