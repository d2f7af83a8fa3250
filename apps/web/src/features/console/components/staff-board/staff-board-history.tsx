import type { ReactNode } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  type FocusTarget,
} from '@/components/ui/dialog';
import { cn } from '@/lib/utils';
import { ItemHistory } from './item-history';

export interface StaffItemPanelProps {
  title: string;
  /** The item the panel is about; null when the panel is closed. */
  item: { id: string; name: string } | null;
  onClose: () => void;
  /** Where the focus goes back to when the panel closes (the row's menu button: the menu is gone by then). */
  returnFocusTo: FocusTarget;
  className?: string;
  children: ReactNode;
}

/** A panel at the window's right edge, over the staff board, about one item (its history, its updates). */
export const StaffItemPanel = ({
  title,
  item,
  onClose,
  returnFocusTo,
  className,
  children,
}: StaffItemPanelProps) => (
  <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
    <DialogContent
      returnFocusTo={returnFocusTo}
      className={cn(
        'top-0 right-0 left-auto h-dvh max-h-dvh w-[400px] max-w-[100vw] translate-x-0 translate-y-0 rounded-none border-y-0 border-r-0',
        className,
      )}
    >
      <DialogHeader className="border-b border-border pb-4">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription className="truncate">{item?.name || 'Untitled Item'}</DialogDescription>
      </DialogHeader>
      <div className="min-h-0 flex-1 overflow-y-auto">{item && children}</div>
    </DialogContent>
  </Dialog>
);

export interface StaffHistoryPanelProps extends Omit<StaffItemPanelProps, 'title' | 'children'> {
  boardId: string;
}

/** An item's history in the side panel. */
export const StaffHistoryPanel = ({ boardId, item, ...props }: StaffHistoryPanelProps) => (
  <StaffItemPanel title="History" item={item} {...props}>
    {item && <ItemHistory boardId={boardId} itemId={item.id} />}
  </StaffItemPanel>
);
