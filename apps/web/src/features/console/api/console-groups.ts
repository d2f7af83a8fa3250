import { consoleEndpoints } from '@portico/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { boardKeys } from './board-keys';

/** GET /api/console/boards/:boardId/groups: the board's groups in order, with their item counts. */
export const getConsoleGroups = async (boardId: string, signal?: AbortSignal) =>
  (await apiCall(consoleEndpoints.consoleGroups, { params: { boardId }, signal })).data.groups;

export const consoleGroupsQueryOptions = (boardId: string) =>
  queryOptions({
    queryKey: boardKeys.groups(boardId),
    queryFn: ({ signal }) => getConsoleGroups(boardId, signal),
    staleTime: 10_000,
  });

export const useConsoleGroups = (boardId: string) => useQuery(consoleGroupsQueryOptions(boardId));
