import { type ColumnFormValue, consoleItemEndpoints, createItemFormData } from '@portico/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { boardKeys } from './board-keys';
import { consoleKeys } from './keys';

export interface CreateConsoleItemInput {
  boardId: string;
  groupId: string;
  itemName: string;
  values?: ColumnFormValue[];
}

/** POST /api/console/boards/:boardId/groups/:groupId/items?itemName= (multipart; a name alone is enough). */
export const createConsoleItem = async ({
  boardId,
  groupId,
  itemName,
  values = [],
}: CreateConsoleItemInput) =>
  apiCall(consoleItemEndpoints.createConsoleItem, {
    params: { boardId, groupId },
    query: { itemName },
    body: createItemFormData(values),
  });

export const useCreateConsoleItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConsoleItem,
    onSuccess: (_response, { boardId }) => {
      void queryClient.invalidateQueries({ queryKey: boardKeys.items(boardId) });
      void queryClient.invalidateQueries({ queryKey: boardKeys.boards(), exact: true });
      void queryClient.invalidateQueries({ queryKey: consoleKeys.activity() });
      void queryClient.invalidateQueries({ queryKey: consoleKeys.overview() });
    },
  });
};
