import { type ColumnFormValue, updateItemFormData, portalEndpoints } from '@portico/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { boardKeys } from './keys';

export interface UpdateItemInput {
  boardId: string;
  itemId: string;
  values: ColumnFormValue[];
}

/** POST /api/boards/updateItem/:itemId?boardId= (multipart). */
export const updateItem = async ({ boardId, itemId, values }: UpdateItemInput) =>
  (
    await apiCall(portalEndpoints.updateItem, {
      params: { itemId },
      query: { boardId },
      body: updateItemFormData(values),
    })
  ).data;

/**
 * §4: after a save the item details and the board data are refreshed. A save may have added labels to its
 * columns (Add New Label), so the board's options are stale too; they load again when a form next needs them.
 */
export const useUpdateItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateItem,
    onSuccess: async (item, { boardId, itemId }) => {
      queryClient.setQueryData(boardKeys.item(boardId, itemId), item);
      void queryClient.invalidateQueries({ queryKey: boardKeys.options(boardId), refetchType: 'none' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: boardKeys.item(boardId, itemId) }),
        queryClient.invalidateQueries({ queryKey: boardKeys.items(boardId) }),
      ]);
    },
  });
};
