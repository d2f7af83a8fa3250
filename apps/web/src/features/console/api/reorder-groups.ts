import { type ConsoleGroup, consoleEndpoints } from '@portico/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { boardKeys, setGroups } from './board-keys';

export interface ReorderGroupsInput {
  boardId: string;
  /** Every group of the board, in the new order. */
  groups: ConsoleGroup[];
  /** The order on screen before this move, put back if the server refuses it. */
  before?: ConsoleGroup[];
}

/** PUT /api/console/boards/:boardId/groups: every group of the board, in the new order. */
export const reorderGroups = ({ boardId, groups }: ReorderGroupsInput) =>
  apiCall(consoleEndpoints.reorderGroups, {
    params: { boardId },
    body: { groupIds: groups.map((g) => g.id) },
  });

const REORDER_KEY = ['console', 'reorder-groups'] as const;

/**
 * The new order shows at once (a move by keyboard or drag must not wait for the server): `reorder` puts it
 * in the cache, then sends it. Orders are sent one after the other, in the order they were made, and a
 * server's answer replaces the list only when no later move is waiting; a refusal puts the order back.
 */
export const useReorderGroups = () => {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: REORDER_KEY,
    scope: { id: 'console-reorder-groups' },
    mutationFn: reorderGroups,
    onError: (_error, { boardId, before }) => {
      if (before) queryClient.setQueryData(boardKeys.groups(boardId), before);
    },
    onSuccess: (response, { boardId }) => {
      if (queryClient.isMutating({ mutationKey: REORDER_KEY }) > 1) return;
      setGroups(queryClient, boardId, response.data.groups);
    },
  });
  const reorder = (
    { boardId, groups }: Omit<ReorderGroupsInput, 'before'>,
    options?: Parameters<typeof mutation.mutate>[1],
  ) => {
    const key = boardKeys.groups(boardId);
    void queryClient.cancelQueries({ queryKey: key });
    const before = queryClient.getQueryData<ConsoleGroup[]>(key);
    queryClient.setQueryData(key, groups);
    mutation.mutate({ boardId, groups, before }, options);
  };
  return { ...mutation, reorder };
};
