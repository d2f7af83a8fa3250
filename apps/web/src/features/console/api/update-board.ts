import { type UpdateBoardRequest, consoleEndpoints } from '@portico/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { useBoardSaved } from './board-keys';

export interface UpdateBoardInput {
  boardId: string;
  changes: UpdateBoardRequest;
}

/** PATCH /api/console/boards/:boardId: rename, archive or restore, or whether clients may add items. */
export const updateBoard = ({ boardId, changes }: UpdateBoardInput) =>
  apiCall(consoleEndpoints.updateBoard, { params: { boardId }, body: changes });

export const useUpdateBoard = () => {
  const saved = useBoardSaved();
  return useMutation({ mutationFn: updateBoard, onSuccess: saved });
};
