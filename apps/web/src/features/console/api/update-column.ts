import { type UpdateColumnRequest, consoleColumnEndpoints } from '@portico/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { useColumnsSaved } from './board-keys';

export interface UpdateColumnInput {
  boardId: string;
  columnId: string;
  changes: UpdateColumnRequest;
}

/** PATCH /api/console/boards/:boardId/columns/:columnId: rename, flags, labels or options. */
export const updateColumn = ({ boardId, columnId, changes }: UpdateColumnInput) =>
  apiCall(consoleColumnEndpoints.updateColumn, { params: { boardId, columnId }, body: changes });

export const useUpdateColumn = () => {
  const saved = useColumnsSaved();
  return useMutation({
    mutationFn: updateColumn,
    onSuccess: (response, { boardId }) => saved(boardId, response),
  });
};
