import { type ConsoleColumn, consoleColumnEndpoints } from '@portico/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { boardKeys, setColumns } from './board-keys';

export interface ReorderColumnsInput {
  boardId: string;
  /** Every column of the board, in the new order. */
  columns: ConsoleColumn[];
  /** The order on screen before this move, put back if the server refuses it. */
  before?: ConsoleColumn[];
}

/** PUT /api/console/boards/:boardId/columns: every column of the board, in the new order. */
export const reorderColumns = ({ boardId, columns }: ReorderColumnsInput) =>
  apiCall(consoleColumnEndpoints.reorderColumns, {
    params: { boardId },
    body: { columnIds: columns.map((c) => c.id) },
  });

const REORDER_KEY = ['console', 'reorder-columns'] as const;

/** As useReorderGroups: the order shows at once, orders are sent one after another, a refusal undoes it. */
export const useReorderColumns = () => {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: REORDER_KEY,
    scope: { id: 'console-reorder-columns' },
    mutationFn: reorderColumns,
    onError: (_error, { boardId, before }) => {
      if (before) queryClient.setQueryData(boardKeys.columns(boardId), before);
    },
    onSuccess: (response, { boardId }) => {
      if (queryClient.isMutating({ mutationKey: REORDER_KEY }) > 1) return;
      setColumns(queryClient, boardId, response.data.columns);
    },
  });
  const reorder = (
    { boardId, columns }: Omit<ReorderColumnsInput, 'before'>,
    options?: Parameters<typeof mutation.mutate>[1],
  ) => {
    const key = boardKeys.columns(boardId);
    void queryClient.cancelQueries({ queryKey: key });
    const before = queryClient.getQueryData<ConsoleColumn[]>(key);
    queryClient.setQueryData(key, columns);
    mutation.mutate({ boardId, columns, before }, options);
  };
  return { ...mutation, reorder };
};
