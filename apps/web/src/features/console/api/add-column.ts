import { type AddColumnRequest, consoleColumnEndpoints } from '@portico/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { useColumnsSaved } from './board-keys';

export interface AddColumnInput {
  boardId: string;
  column: AddColumnRequest;
}

/** POST /api/console/boards/:boardId/columns: a column of any type after the last one. */
export const addColumn = ({ boardId, column }: AddColumnInput) =>
  apiCall(consoleColumnEndpoints.addColumn, { params: { boardId }, body: column });

export const useAddColumn = () => {
  const saved = useColumnsSaved();
  return useMutation({
    mutationFn: addColumn,
    onSuccess: (response, { boardId }) => saved(boardId, response),
  });
};
