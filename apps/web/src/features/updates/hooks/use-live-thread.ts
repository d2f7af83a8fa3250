import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '@/lib/live';
import { updateKeys } from '../api/keys';

/** Keeps an item's thread current while others post, edit or delete updates on it (live events). */
export const useLiveThread = (boardId: string, itemId: string) => {
  const queryClient = useQueryClient();
  useLiveEvent('update.changed', (event) => {
    if (event.boardId === boardId && event.itemId === itemId)
      void queryClient.invalidateQueries({ queryKey: updateKeys.thread(boardId, itemId) });
  });
  useLiveEvent(
    'reset',
    () => void queryClient.invalidateQueries({ queryKey: updateKeys.thread(boardId, itemId) }),
  );
};
