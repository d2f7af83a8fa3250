import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '@/lib/live';
import { boardKeys } from '../api/keys';

/**
 * Keeps a board's screens current while someone else changes it: a live event names the board (and item)
 * that changed, and the queries holding them load again through the normal calls.
 */
export const useLiveBoard = (boardId: string) => {
  const queryClient = useQueryClient();
  const refresh = (queryKey: readonly unknown[]) => void queryClient.invalidateQueries({ queryKey });
  const onItem = (event: { boardId: string; itemId: string }) => {
    if (event.boardId !== boardId) return;
    refresh(boardKeys.items(boardId));
    refresh(boardKeys.item(boardId, event.itemId));
  };
  useLiveEvent('item.changed', onItem);
  useLiveEvent('item.created', onItem);
  useLiveEvent('item.deleted', onItem);
  useLiveEvent('board.changed', (event) => {
    if (event.boardId === boardId) refresh(boardKeys.board(boardId));
  });
  useLiveEvent('reset', () => refresh(boardKeys.all));
};
