import {
  type ConsoleColumn,
  type ConsoleGroup,
  type ConsoleItem,
  type DropdownOption,
  screenTexts,
} from '@portico/contract';
import { Checkbox } from '@/components/ui/checkbox';
import { Skeleton } from '@/components/ui/skeleton';
import { TruncatedText } from '@/components/ui/truncated-text';
import { localize, t } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { StaffCell } from './staff-board-cell';
import { type RowAction, StaffRowMenu } from './staff-board-row-menu';

export interface StaffRowProps {
  boardId: string;
  item: ConsoleItem;
  index: number;
  nameColumn: ConsoleColumn | undefined;
  columns: readonly ConsoleColumn[];
  optionsOf: (column: ConsoleColumn) => readonly DropdownOption[];
  groups: readonly ConsoleGroup[];
  template: string;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onAction: (action: RowAction) => void;
  withUpdates?: boolean;
  /** The grid's tab stop, as [row, column], when it is in this row. */
  activeCol: number | null;
  top: number;
}

const cell = 'flex h-full min-w-0 items-center border-e border-border last:border-e-0';

/** One item of the staff board: select, name, group, every column (hidden ones tinted), actions. */
export const StaffRow = ({
  boardId,
  item,
  index,
  nameColumn,
  columns,
  optionsOf,
  groups,
  template,
  selected,
  onSelect,
  onAction,
  withUpdates,
  activeCol,
  top,
}: StaffRowProps) => {
  const row = index;
  const name = item.name.trim() || localize(screenTexts.untitledItem);
  const valueOf = (columnId: string) => item.column_values.find((v) => v.id === columnId);
  const nameValue = nameColumn && valueOf(nameColumn.id);
  const menuCol = columns.length + 3;
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selected}
      className={cn(
        'group/row absolute top-0 start-0 grid h-10 w-full items-center border-b border-border text-[13px]',
        selected ? 'bg-selected' : 'bg-surface hover:bg-accent/40',
      )}
      style={{ gridTemplateColumns: template, transform: `translateY(${top}px)` }}
    >
      <div role="gridcell" className={cn(cell, 'sticky start-0 z-10 justify-center bg-inherit')}>
        <Checkbox
          data-row={row}
          data-col={0}
          tabIndex={activeCol === 0 ? 0 : -1}
          checked={selected}
          onCheckedChange={(next) => onSelect(next === true)}
          aria-label={t('staffBoard.row.select', { item: name })}
        />
      </div>
      <div role="gridcell" className={cn(cell, 'sticky start-11 z-10 bg-inherit font-medium')}>
        {nameColumn ? (
          <StaffCell
            boardId={boardId}
            itemId={item.id}
            itemName={name}
            column={nameColumn}
            value={nameValue}
            options={[]}
            tabbable={activeCol === 1}
            row={row}
            col={1}
          />
        ) : (
          <span data-row={row} data-col={1} tabIndex={activeCol === 1 ? 0 : -1} className="truncate px-3">
            {name}
          </span>
        )}
      </div>
      <div role="gridcell" className={cell}>
        <span
          data-row={row}
          data-col={2}
          tabIndex={activeCol === 2 ? 0 : -1}
          className="flex h-full min-w-0 items-center gap-2 px-3 outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
        >
          <span
            aria-hidden="true"
            className="size-2.5 shrink-0 rounded-full"
            style={{ backgroundColor: groups.find((g) => g.id === item.group.id)?.color }}
          />
          <TruncatedText>{item.group.title}</TruncatedText>
        </span>
      </div>
      {columns.map((column, i) => (
        <div
          key={column.id}
          role="gridcell"
          className={cn(cell, 'overflow-hidden', !column.visible && 'bg-muted/40')}
        >
          <StaffCell
            boardId={boardId}
            itemId={item.id}
            itemName={name}
            column={column}
            value={valueOf(column.id)}
            options={optionsOf(column)}
            tabbable={activeCol === i + 3}
            row={row}
            col={i + 3}
          />
        </div>
      ))}
      <div role="gridcell" className={cn(cell, 'justify-center')}>
        <StaffRowMenu
          itemId={item.id}
          itemName={name}
          groupId={item.group.id}
          groups={groups}
          onAction={onAction}
          withUpdates={withUpdates}
          tabbable={activeCol === menuCol}
          row={row}
          col={menuCol}
        />
      </div>
    </div>
  );
};

/** A row whose page is still loading. */
export const StaffRowSkeleton = ({
  index,
  template,
  top,
}: {
  index: number;
  template: string;
  top: number;
}) => (
  <div
    role="row"
    aria-rowindex={index + 2}
    aria-busy="true"
    className="absolute top-0 start-0 grid h-10 w-full items-center border-b border-border"
    style={{ gridTemplateColumns: template, transform: `translateY(${top}px)` }}
  >
    <div role="gridcell" className="px-3">
      <Skeleton className="size-4" />
    </div>
    <div role="gridcell" className="px-3">
      <Skeleton className="h-3.5 w-40" />
    </div>
  </div>
);
