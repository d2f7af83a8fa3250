import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ItemHistory } from './item-history';

export interface StaffHistoryPanelProps {
  boardId: string;
  /** The item whose history shows; null when the panel is closed. */
  item: { id: string; name: string } | null;
  onClose: () => void;
  /** Where the focus goes back to when the panel closes (the row's menu button: the menu is gone by then). */
  returnFocus: () => void;
}

/** An item's history in a panel at the window's right edge, over the staff board. */
export const StaffHistoryPanel = ({ boardId, item, onClose, returnFocus }: StaffHistoryPanelProps) => (
  <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
    <DialogContent
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        returnFocus();
      }}
      className="top-0 right-0 left-auto h-dvh max-h-dvh w-[400px] max-w-[100vw] translate-x-0 translate-y-0 rounded-none border-y-0 border-r-0"
    >
      <DialogHeader className="border-b border-border pb-4">
        <DialogTitle>History</DialogTitle>
        <DialogDescription className="truncate">{item?.name || 'Untitled Item'}</DialogDescription>
      </DialogHeader>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {item && <ItemHistory boardId={boardId} itemId={item.id} />}
      </div>
    </DialogContent>
  </Dialog>
);
