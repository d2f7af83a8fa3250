import { type AddGroupRequest, consoleEndpoints } from '@portico/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { useGroupsSaved } from './board-keys';

export interface AddGroupInput {
  boardId: string;
  group: AddGroupRequest;
}

/** POST /api/console/boards/:boardId/groups: a group at the end of the board. */
export const addGroup = ({ boardId, group }: AddGroupInput) =>
  apiCall(consoleEndpoints.addGroup, { params: { boardId }, body: group });

export const useAddGroup = () => {
  const saved = useGroupsSaved();
  return useMutation({
    mutationFn: addGroup,
    onSuccess: (response, { boardId }) => saved(boardId, response),
  });
};
