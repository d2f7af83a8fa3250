import { portalEndpoints } from '@portico/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { boardKeys } from './keys';

/** GET /api/boards/getAllGroups/:boardId */
export const getAllGroups = async (boardId: string, signal?: AbortSignal) =>
  (await apiCall(portalEndpoints.getAllGroups, { params: { boardId }, signal })).data;

export const groupsQueryOptions = (boardId: string) =>
  queryOptions({
    queryKey: boardKeys.groups(boardId),
    queryFn: ({ signal }) => getAllGroups(boardId, signal),
  });

/** §4: the add-item popover loads the groups only once it is open (and a board is known). */
export const useGroups = (boardId: string | undefined, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...groupsQueryOptions(boardId ?? ''), enabled: enabled && Boolean(boardId) });
