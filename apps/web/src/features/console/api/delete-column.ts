import { consoleColumnEndpoints } from '@portico/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { useColumnsSaved } from './board-keys';

export interface DeleteColumnInput {
  boardId: string;
  columnId: string;
  /** The number of values the person was shown and confirmed; the server refuses if it changed. */
  values: number;
}

/** DELETE /api/console/boards/:boardId/columns/:columnId?values=N: the column and its values, or nothing. */
export const deleteColumn = ({ boardId, columnId, values }: DeleteColumnInput) =>
  apiCall(consoleColumnEndpoints.deleteColumn, { params: { boardId, columnId }, query: { values } });

export const useDeleteColumn = () => {
  const saved = useColumnsSaved();
  return useMutation({
    mutationFn: deleteColumn,
    onSuccess: (response, { boardId }) => saved(boardId, response),
  });
};
