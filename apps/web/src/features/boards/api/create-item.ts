import { type ColumnFormValue, createItemFormData, portalEndpoints } from '@portico/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { boardKeys } from './keys';

export interface CreateItemInput {
  boardId: string;
  groupId: string;
  itemName: string;
  values: ColumnFormValue[];
}

/** POST /api/boards/create-new-item/:boardId/:groupId?itemName= (multipart). */
export const createItem = async ({ boardId, groupId, itemName, values }: CreateItemInput) =>
  (
    await apiCall(portalEndpoints.createItem, {
      params: { boardId, groupId },
      query: { itemName },
      body: createItemFormData(values),
    })
  ).data;

/**
 * §4: after creation the board data is refreshed. New labels given to the item joined their columns, so the
 * board's options are stale too; they load again when a form next needs them.
 */
export const useCreateItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createItem,
    onSuccess: (_item, { boardId }) => {
      void queryClient.invalidateQueries({ queryKey: boardKeys.options(boardId), refetchType: 'none' });
      return queryClient.invalidateQueries({ queryKey: boardKeys.items(boardId) });
    },
  });
};
