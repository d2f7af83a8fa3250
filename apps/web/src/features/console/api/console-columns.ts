import { consoleColumnEndpoints } from '@portico/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { boardKeys } from './board-keys';

/** GET /api/console/boards/:boardId/columns: in board order, with flags, labels and value counts. */
export const getConsoleColumns = async (boardId: string, signal?: AbortSignal) =>
  (await apiCall(consoleColumnEndpoints.consoleColumns, { params: { boardId }, signal })).data.columns;

export const consoleColumnsQueryOptions = (boardId: string) =>
  queryOptions({
    queryKey: boardKeys.columns(boardId),
    queryFn: ({ signal }) => getConsoleColumns(boardId, signal),
    staleTime: 10_000,
  });

export const useConsoleColumns = (boardId: string) => useQuery(consoleColumnsQueryOptions(boardId));
