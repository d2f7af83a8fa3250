import type { ActivityQuery, ListClientsQuery, ListPeopleQuery } from '@portico/contract';

/** The console's query keys: every change of a client or staff member invalidates `all`. */
export const consoleKeys = {
  all: ['console'] as const,
  overview: () => [...consoleKeys.all, 'overview'] as const,
  clients: () => [...consoleKeys.all, 'clients'] as const,
  clientList: (query: ListClientsQuery) => [...consoleKeys.clients(), query] as const,
  clientBoards: (userId: string) => [...consoleKeys.clients(), userId, 'boards'] as const,
  staff: () => [...consoleKeys.all, 'staff'] as const,
  settings: () => [...consoleKeys.all, 'settings'] as const,
  people: () => [...consoleKeys.all, 'people'] as const,
  peopleList: (query: ListPeopleQuery) => [...consoleKeys.people(), query] as const,
  activity: () => [...consoleKeys.all, 'activity'] as const,
  activityList: (query: Omit<ActivityQuery, 'cursor'>) => [...consoleKeys.activity(), query] as const,
};
