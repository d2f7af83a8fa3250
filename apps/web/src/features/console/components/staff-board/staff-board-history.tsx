import type { ReactNode } from 'react';
import { screenTexts } from '@portico/contract';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  type FocusTarget,
} from '@/components/ui/dialog';
import { localize, t } from '@/lib/i18n';
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

/**
 * A panel at the window's inline end (right, or left in Arabic), over the staff board, about one item (its
 * history, its updates). The dialog centres itself with `left`, so the panel sets both sides for each direction.
 */
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
        'top-0 right-0 left-auto h-dvh max-h-dvh w-[400px] max-w-[100vw] translate-x-0 translate-y-0 rounded-none border-y-0 border-e-0 rtl:right-auto rtl:left-0',
        className,
      )}
    >
      <DialogHeader className="border-b border-border pb-4">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription className="truncate">
          {item?.name || localize(screenTexts.untitledItem)}
        </DialogDescription>
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
  <StaffItemPanel title={t('staffBoard.shared.history')} item={item} {...props}>
    {item && <ItemHistory boardId={boardId} itemId={item.id} />}
  </StaffItemPanel>
);
