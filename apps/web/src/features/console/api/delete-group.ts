import { consoleEndpoints } from '@portico/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { useGroupsSaved } from './board-keys';

export interface DeleteGroupInput {
  boardId: string;
  groupId: string;
  /** The group its items move to; needed when it holds any. */
  moveTo?: string;
}

/** DELETE /api/console/boards/:boardId/groups/:groupId?moveTo=: its items move to `moveTo`, in one go. */
export const deleteGroup = ({ boardId, groupId, moveTo }: DeleteGroupInput) =>
  apiCall(consoleEndpoints.deleteGroup, { params: { boardId, groupId }, query: moveTo ? { moveTo } : {} });

export const useDeleteGroup = () => {
  const saved = useGroupsSaved();
  return useMutation({
    mutationFn: deleteGroup,
    onSuccess: (response, { boardId }) => saved(boardId, response),
  });
};
