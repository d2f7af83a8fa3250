import { Copy, FolderInput, History, MessagesSquare, MoreHorizontal, Trash2 } from 'lucide-react';
import { type ConsoleGroup, screenTexts } from '@portico/contract';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { localize, t } from '@/lib/i18n';
import { cn } from '@/lib/utils';

export type RowAction =
  | { action: 'history' }
  | { action: 'updates' }
  | { action: 'duplicate' }
  | { action: 'delete' }
  | { action: 'move'; groupId: string };

export interface StaffRowMenuProps {
  itemId: string;
  itemName: string;
  groupId: string;
  groups: readonly ConsoleGroup[];
  onAction: (action: RowAction) => void;
  /** 'Updates' opens the item's thread (when the route gave the board one). */
  withUpdates?: boolean;
  tabbable: boolean;
  row: number;
  col: number;
}

/** One item's actions: its updates, its history, duplicate, move to another group, delete (asked first). */
export const StaffRowMenu = ({
  itemId,
  itemName,
  groupId,
  groups,
  onAction,
  withUpdates = false,
  tabbable,
  row,
  col,
}: StaffRowMenuProps) => (
  <DropdownMenu>
    <DropdownMenuTrigger
      data-row={row}
      data-col={col}
      data-menu-of={itemId}
      tabIndex={tabbable ? 0 : -1}
      aria-label={t('staffBoard.rowMenu.label', { item: itemName || localize(screenTexts.untitledItem) })}
      className={cn(
        'grid size-8 place-items-center rounded-control text-muted-foreground outline-none hover:bg-accent',
        'focus-visible:outline-2 focus-visible:outline-ring data-[state=open]:bg-accent',
      )}
    >
      <MoreHorizontal className="size-4" strokeWidth={1.75} aria-hidden="true" />
    </DropdownMenuTrigger>
    <DropdownMenuContent align="end">
      {withUpdates && (
        <DropdownMenuItem onSelect={() => onAction({ action: 'updates' })}>
          <MessagesSquare aria-hidden="true" />
          {t('staffBoard.shared.updates')}
        </DropdownMenuItem>
      )}
      <DropdownMenuItem onSelect={() => onAction({ action: 'history' })}>
        <History aria-hidden="true" />
        {t('staffBoard.shared.history')}
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={() => onAction({ action: 'duplicate' })}>
        <Copy aria-hidden="true" />
        {t('staffBoard.shared.duplicate')}
      </DropdownMenuItem>
      <DropdownMenuSub>
        <DropdownMenuSubTrigger disabled={groups.length < 2}>
          <FolderInput aria-hidden="true" />
          {t('staffBoard.shared.moveToGroup')}
        </DropdownMenuSubTrigger>
        <DropdownMenuSubContent>
          {groups
            .filter((g) => g.id !== groupId)
            .map((g) => (
              <DropdownMenuItem key={g.id} onSelect={() => onAction({ action: 'move', groupId: g.id })}>
                {g.title}
              </DropdownMenuItem>
            ))}
        </DropdownMenuSubContent>
      </DropdownMenuSub>
      <DropdownMenuSeparator />
      <DropdownMenuItem destructive onSelect={() => onAction({ action: 'delete' })}>
        <Trash2 aria-hidden="true" />
        {t('staffBoard.rowMenu.delete')}
      </DropdownMenuItem>
    </DropdownMenuContent>
  </DropdownMenu>
);
