import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type EditUpdateRequest, updateEndpoints } from '@portico/contract';
import { apiCall } from '@/lib/api-client';
import { updateKeys } from './keys';

export interface EditUpdateInput extends EditUpdateRequest {
  boardId: string;
  itemId: string;
  updateId: string;
}

/** PATCH /api/boards/:boardId/items/:itemId/updates/:updateId — the text of one's own update. */
export const editUpdate = async ({ boardId, itemId, updateId, body }: EditUpdateInput) =>
  apiCall(updateEndpoints.editUpdate, { params: { boardId, itemId, updateId }, body: { body } });

export const useEditUpdate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editUpdate,
    onSuccess: (_answer, { boardId, itemId }) =>
      queryClient.invalidateQueries({ queryKey: updateKeys.thread(boardId, itemId) }),
  });
};
