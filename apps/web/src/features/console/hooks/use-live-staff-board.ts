import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '@/lib/live';
import { boardKeys } from '../api/board-keys';

/** Keeps the staff board current while someone else (a client, another staff member) changes it. */
export const useLiveStaffBoard = (boardId: string) => {
  const queryClient = useQueryClient();
  const refresh = (queryKey: readonly unknown[]) => void queryClient.invalidateQueries({ queryKey });
  const onItem = (event: { boardId: string }) => {
    if (event.boardId === boardId) refresh(boardKeys.items(boardId));
  };
  useLiveEvent('item.changed', onItem);
  useLiveEvent('item.created', onItem);
  useLiveEvent('item.deleted', onItem);
  useLiveEvent('board.changed', (event) => {
    if (event.boardId !== boardId) return;
    refresh(boardKeys.items(boardId));
    refresh(boardKeys.groups(boardId));
    refresh(boardKeys.columns(boardId));
  });
  useLiveEvent('reset', () => refresh(boardKeys.boards()));
};
