import { consoleEndpoints } from '@portico/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { useInvalidateConsole } from './invalidate';

export interface SetClientBoardsInput {
  userId: string;
  /** Exactly the boards the client may open: the whole set, not a change. */
  boardIds: string[];
}

/** PUT /api/console/clients/:userId/boards; the clients' board counts and the overview change with it. */
export const setClientBoards = ({ userId, boardIds }: SetClientBoardsInput) =>
  apiCall(consoleEndpoints.setClientBoards, { params: { userId }, body: { boardIds } });

export const useSetClientBoards = () => {
  const invalidate = useInvalidateConsole();
  return useMutation({ mutationFn: setClientBoards, onSuccess: invalidate });
};
