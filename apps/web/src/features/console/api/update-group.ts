import { type UpdateGroupRequest, consoleEndpoints } from '@portico/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { useGroupsSaved } from './board-keys';

export interface UpdateGroupInput {
  boardId: string;
  groupId: string;
  changes: UpdateGroupRequest;
}

/** PATCH /api/console/boards/:boardId/groups/:groupId: rename or recolour a group. */
export const updateGroup = ({ boardId, groupId, changes }: UpdateGroupInput) =>
  apiCall(consoleEndpoints.updateGroup, { params: { boardId, groupId }, body: changes });

export const useUpdateGroup = () => {
  const saved = useGroupsSaved();
  return useMutation({
    mutationFn: updateGroup,
    onSuccess: (response, { boardId }) => saved(boardId, response),
  });
};
