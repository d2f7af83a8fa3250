import { consoleEndpoints } from '@portico/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { boardKeys } from './board-keys';

/** GET /api/console/boards: every board, archived ones too, with its counts, in the sidebar's order. */
export const getConsoleBoards = async ({ signal }: { signal?: AbortSignal } = {}) =>
  (await apiCall(consoleEndpoints.consoleBoards, { signal })).data.boards;

export const consoleBoardsQueryOptions = () =>
  queryOptions({ queryKey: boardKeys.boards(), queryFn: getConsoleBoards, staleTime: 10_000 });

export const useConsoleBoards = () => useQuery(consoleBoardsQueryOptions());
