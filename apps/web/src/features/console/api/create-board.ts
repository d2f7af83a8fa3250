import { type CreateBoardRequest, consoleEndpoints } from '@portico/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { useBoardSaved } from './board-keys';

/** POST /api/console/boards: a board with one group, "Items", and its Name column. */
export const createBoard = (body: CreateBoardRequest) => apiCall(consoleEndpoints.createBoard, { body });

export const useCreateBoard = () => {
  const saved = useBoardSaved();
  return useMutation({ mutationFn: createBoard, onSuccess: saved });
};
