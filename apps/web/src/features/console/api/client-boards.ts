import { consoleEndpoints } from '@portico/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { consoleKeys } from './keys';

/** GET /api/console/clients/:userId/boards: every board of the portal, and whether the client may open it. */
export const getClientBoards = async (userId: string, signal?: AbortSignal) =>
  (await apiCall(consoleEndpoints.clientBoards, { params: { userId }, signal })).data.boards;

export const clientBoardsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: consoleKeys.clientBoards(userId),
    queryFn: ({ signal }) => getClientBoards(userId, signal),
  });

/** Asked for only while the Boards dialog is open. */
export const useClientBoards = (userId: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...clientBoardsQueryOptions(userId), enabled });
