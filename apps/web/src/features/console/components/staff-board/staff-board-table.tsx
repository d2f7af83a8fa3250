import { useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, useRef, useState } from 'react';
import type { ConsoleColumn, ConsoleGroup, ConsoleItem, DropdownOption } from '@portico/contract';
import { t } from '@/lib/i18n';
import type { StaffBoardRows } from '../../hooks/use-staff-board-rows';
import { gridTemplate } from '../../utils/staff-board';
import { type StaffSort, StaffBoardHeader } from './staff-board-header';
import type { RowAction } from './staff-board-row-menu';
import { StaffRow, StaffRowSkeleton } from './staff-board-row';

const ROW_HEIGHT = 40;

export interface StaffBoardTableProps {
  boardId: string;
  label: string;
  rows: StaffBoardRows;
  onRange: (range: { start: number; end: number }) => void;
  nameColumn: ConsoleColumn | undefined;
  columns: readonly ConsoleColumn[];
  optionsOf: (column: ConsoleColumn) => readonly DropdownOption[];
  groups: readonly ConsoleGroup[];
  sort: StaffSort;
  onSort: (sort: StaffSort) => void;
  selection: ReadonlySet<string>;
  onSelectionChange: (selection: Set<string>) => void;
  onRowAction: (item: ConsoleItem, action: RowAction) => void;
  /** The row menu offers the item's thread of updates. */
  withUpdates?: boolean;
}

/** Keys that move the grid's focus: by one cell, to the row's ends, by a screenful. */
type Move = (row: number, col: number, last: { row: number; col: number }) => [number, number];
const MOVES: ReadonlyMap<string, Move> = new Map<string, Move>([
  ['ArrowUp', (r, c) => [r - 1, c]],
  ['ArrowDown', (r, c) => [r + 1, c]],
  ['ArrowLeft', (r, c) => [r, c - 1]],
  ['ArrowRight', (r, c) => [r, c + 1]],
  ['Home', (r) => [r, 0]],
  ['End', (r, _c, last) => [r, last.col]],
  ['PageUp', (r, c) => [r - 10, c]],
  ['PageDown', (r, c) => [r + 10, c]],
]);

/**
 * The staff board: every item (a page of rows fetched as it scrolls into view, only the rows on screen
 * rendered), the header and the select and name columns kept in view. A grid with one tab stop: arrows,
 * Home/End and Page Up/Down move between cells, Enter or Space opens a cell's editor.
 */
export const StaffBoardTable = (props: StaffBoardTableProps) => {
  const { rows, columns, selection, onSelectionChange, onRange } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState({ row: 0, col: 1 });
  /** Where a move is taking the focus, until the cell has it. */
  const heading = useRef<{ row: number; col: number } | null>(null);
  const total = rows.total ?? 0;
  const template = gridTemplate(columns);
  const lastCol = columns.length + 3;

  // The virtualizer is read during render on purpose; the portal does not use the React Compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: total,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    onChange: (v) => {
      const items = v.getVirtualItems();
      onRange({ start: items[0]?.index ?? 0, end: items.at(-1)?.index ?? 0 });
    },
  });

  const focusCell = (row: number, col: number) => {
    // Row -1 is the header: sorting and select-all are cells of the grid too.
    const r = Math.min(Math.max(row, -1), Math.max(total - 1, 0));
    const c = Math.min(Math.max(col, 0), lastCol);
    setActive({ row: r, col: c });
    if (r >= 0) virtualizer.scrollToIndex(r, { align: 'auto' });
    // The cell may render on the next frame (scrolled into view); a key pressed before then moves on
    // from this cell, not from the one that still has the focus.
    heading.current = { row: r, col: c };
    requestAnimationFrame(() => {
      scroller.current?.querySelector<HTMLElement>(`[data-row="${r}"][data-col="${c}"]`)?.focus();
      if (heading.current?.row === r && heading.current.col === c) heading.current = null;
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const move = MOVES.get(event.key);
    if (!move || target.dataset.row === undefined) return;
    event.preventDefault();
    const from = heading.current ?? { row: Number(target.dataset.row), col: Number(target.dataset.col) };
    const [row, col] = move(from.row, from.col, {
      row: total - 1,
      col: lastCol,
    });
    focusCell(row, col);
  };

  const virtual = virtualizer.getVirtualItems();
  // The tab stop stays on the active cell while its row is rendered, else on the first row in view.
  const tabRow =
    active.row === -1 ? -1 : virtual.some((v) => v.index === active.row) ? active.row : virtual[0]?.index;
  const loaded = rows.loaded;
  const selectedLoaded = loaded.filter((item) => selection.has(item.id)).length;
  const allState =
    loaded.length > 0 && selectedLoaded === loaded.length
      ? true
      : selectedLoaded > 0
        ? ('indeterminate' as const)
        : false;

  return (
    <div
      ref={scroller}
      className="relative max-h-[calc(100dvh-15rem)] min-h-48 overflow-auto rounded-card border border-border bg-surface shadow-raised"
    >
      {/* The grid's focus is on one of its cells (roving tab stop, as the ARIA grid pattern has it). */}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
      <div
        role="grid"
        aria-label={props.label}
        aria-rowcount={total + 1}
        aria-colcount={lastCol + 1}
        aria-multiselectable="true"
        className="min-w-max"
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          const { row, col } = (event.target as HTMLElement).dataset;
          if (row !== undefined && col !== undefined) setActive({ row: Number(row), col: Number(col) });
        }}
      >
        <StaffBoardHeader
          nameTitle={props.nameColumn?.title ?? t('staffBoard.table.name')}
          columns={columns}
          template={template}
          sort={props.sort}
          onSort={props.onSort}
          selected={allState}
          activeCol={tabRow === -1 ? active.col : null}
          onSelectAll={(all) => {
            const next = new Set(selection);
            for (const item of loaded) {
              if (all) next.add(item.id);
              else next.delete(item.id);
            }
            onSelectionChange(next);
          }}
        />
        <div role="rowgroup" className="relative" style={{ height: virtualizer.getTotalSize() }}>
          {virtual.map((v) => {
            const item = rows.rowAt(v.index);
            if (!item)
              return <StaffRowSkeleton key={v.key} index={v.index} template={template} top={v.start} />;
            return (
              <StaffRow
                key={item.id}
                boardId={props.boardId}
                item={item}
                index={v.index}
                nameColumn={props.nameColumn}
                columns={columns}
                optionsOf={props.optionsOf}
                groups={props.groups}
                template={template}
                top={v.start}
                selected={selection.has(item.id)}
                onSelect={(on) => {
                  const next = new Set(selection);
                  if (on) next.add(item.id);
                  else next.delete(item.id);
                  onSelectionChange(next);
                }}
                onAction={(action) => props.onRowAction(item, action)}
                withUpdates={props.withUpdates}
                activeCol={tabRow === v.index ? active.col : null}
              />
            );
          })}
        </div>
        {rows.total === 0 && (
          <p className="sticky start-0 w-[min(100%,40rem)] px-5 py-10 text-sm text-muted-foreground">
            {t('staffBoard.table.noMatch')}
          </p>
        )}
      </div>
    </div>
  );
};
