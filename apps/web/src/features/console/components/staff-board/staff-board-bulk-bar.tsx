import { ChevronDown, CircleDot, Copy, FolderInput, Trash2, X } from 'lucide-react';
import { CONSOLE_BULK_MAX, type ConsoleColumn, type ConsoleGroup } from '@portico/contract';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { t } from '@/lib/i18n';

export type BulkAction =
  | { action: 'move'; groupId: string }
  | { action: 'duplicate' }
  | { action: 'delete' }
  | { action: 'setStatus'; columnId: string; label: string | null };

export interface StaffBulkBarProps {
  count: number;
  groups: readonly ConsoleGroup[];
  statusColumns: readonly ConsoleColumn[];
  pending: boolean;
  onAction: (action: BulkAction) => void;
  onClear: () => void;
}

/**
 * What can be done to the selected items at once, floating over the table's foot so the rows do not move;
 * each action is one request, all or none.
 */
export const StaffBulkBar = ({
  count,
  groups,
  statusColumns,
  pending,
  onAction,
  onClear,
}: StaffBulkBarProps) => {
  const tooMany = count > CONSOLE_BULK_MAX;
  const disabled = pending || tooMany;
  return (
    <div
      role="toolbar"
      aria-label={t('staffBoard.bulkBar.label')}
      className="fixed bottom-6 left-1/2 z-30 flex w-max max-w-[calc(100vw-2rem)] -translate-x-1/2 flex-wrap items-center gap-2 rounded-card border border-border bg-popover px-3 py-2 text-popover-foreground shadow-overlay"
    >
      <p className="me-2 text-sm font-medium tabular-nums" aria-live="polite">
        {t('staffBoard.bulkBar.selected', { count })}
        {tooMany && (
          <span className="ms-2 font-normal text-destructive-text">
            {t('staffBoard.bulkBar.tooMany', { max: CONSOLE_BULK_MAX })}
          </span>
        )}
      </p>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="secondary" size="sm" disabled={disabled || groups.length === 0}>
            <FolderInput className="size-4" strokeWidth={1.75} aria-hidden="true" />
            {t('staffBoard.bulkBar.moveTo')}
            <ChevronDown className="size-3.5" strokeWidth={1.75} aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          <DropdownMenuLabel>{t('staffBoard.shared.moveToGroup')}</DropdownMenuLabel>
          {groups.map((g) => (
            <DropdownMenuItem key={g.id} onSelect={() => onAction({ action: 'move', groupId: g.id })}>
              {g.title}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      {statusColumns.length > 0 && (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="secondary" size="sm" disabled={disabled}>
              <CircleDot className="size-4" strokeWidth={1.75} aria-hidden="true" />
              {t('staffBoard.bulkBar.setStatus')}
              <ChevronDown className="size-3.5" strokeWidth={1.75} aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start">
            {statusColumns.map((column) => (
              <DropdownMenuSub key={column.id}>
                <DropdownMenuSubTrigger>{column.title}</DropdownMenuSubTrigger>
                <DropdownMenuSubContent>
                  {(column.labels ?? []).map((label) => (
                    <DropdownMenuItem
                      key={label.name}
                      onSelect={() =>
                        onAction({ action: 'setStatus', columnId: column.id, label: label.name })
                      }
                    >
                      <span
                        aria-hidden="true"
                        className="size-2.5 rounded-full"
                        style={{ backgroundColor: label.color }}
                      />
                      {label.name}
                    </DropdownMenuItem>
                  ))}
                  <DropdownMenuSeparator />
                  <DropdownMenuItem
                    onSelect={() => onAction({ action: 'setStatus', columnId: column.id, label: null })}
                  >
                    {t('staffBoard.bulkBar.clearStatus', { column: column.title })}
                  </DropdownMenuItem>
                </DropdownMenuSubContent>
              </DropdownMenuSub>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      )}
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled}
        onClick={() => onAction({ action: 'duplicate' })}
      >
        <Copy className="size-4" strokeWidth={1.75} aria-hidden="true" />
        {t('staffBoard.shared.duplicate')}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled}
        onClick={() => onAction({ action: 'delete' })}
      >
        <Trash2 className="size-4 text-destructive-text" strokeWidth={1.75} aria-hidden="true" />
        {t('common.delete')}
      </Button>
      <Button variant="ghost" size="sm" onClick={onClear}>
        <X className="size-4" strokeWidth={1.75} aria-hidden="true" />
        {t('staffBoard.bulkBar.clearSelection')}
      </Button>
    </div>
  );
};
