import { type BulkItemsRequest, consoleItemEndpoints } from '@portico/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { boardKeys } from './board-keys';
import { consoleKeys } from './keys';

export interface BulkItemsInput {
  boardId: string;
  request: BulkItemsRequest;
}

/** POST /api/console/boards/:boardId/items/bulk: move, duplicate, delete or set a status; all or none. */
export const bulkItems = async ({ boardId, request }: BulkItemsInput) =>
  apiCall(consoleItemEndpoints.bulkItems, { params: { boardId }, body: request });

export const useBulkItems = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkItems,
    onSettled: (_response, _error, { boardId }) => {
      void queryClient.invalidateQueries({ queryKey: boardKeys.items(boardId) });
      void queryClient.invalidateQueries({ queryKey: boardKeys.columns(boardId) });
      void queryClient.invalidateQueries({ queryKey: boardKeys.groups(boardId) });
      void queryClient.invalidateQueries({ queryKey: boardKeys.boards(), exact: true });
      void queryClient.invalidateQueries({ queryKey: consoleKeys.activity() });
      void queryClient.invalidateQueries({ queryKey: consoleKeys.overview() });
    },
  });
};
