import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateEndpoints } from '@portico/contract';
import { apiCall } from '@/lib/api-client';
import { updateKeys } from './keys';

export interface DeleteUpdateInput {
  boardId: string;
  itemId: string;
  updateId: string;
}

/** DELETE /api/boards/:boardId/items/:itemId/updates/:updateId — one's own (staff: any). */
export const deleteUpdate = async ({ boardId, itemId, updateId }: DeleteUpdateInput) =>
  apiCall(updateEndpoints.deleteUpdate, { params: { boardId, itemId, updateId } });

export const useDeleteUpdate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUpdate,
    onSuccess: (_answer, { boardId, itemId }) =>
      queryClient.invalidateQueries({ queryKey: updateKeys.thread(boardId, itemId) }),
  });
};
