import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';

/** The path of an item's details (§2: cards and rows link to item-details/{itemId}). */
export const itemPath = paths.item;

/**
 * A click anywhere on a card or row opens the item, like in the best work tools; the name inside it is the
 * real link (keyboard, screen readers, open in a new tab). Clicks on links and buttons inside, and text
 * being selected, are left alone; Ctrl or Cmd opens a new tab as a link would.
 */
export const useOpenItem = (boardId: string) => {
  const navigate = useNavigate();
  return (itemId: string) => (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    const target = event.target as HTMLElement;
    if (target.closest('a, button, input, [role="button"]')) return;
    if (window.getSelection()?.toString()) return;
    const path = itemPath(boardId, itemId);
    if (event.metaKey || event.ctrlKey) window.open(path, '_blank', 'noopener');
    else void navigate(path);
  };
};
