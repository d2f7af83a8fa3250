import { ArrowDown, ArrowUp, ArrowUpDown, EyeOff } from 'lucide-react';
import type { ConsoleColumn } from '@portico/contract';
import { Checkbox } from '@/components/ui/checkbox';
import { Tooltip } from '@/components/ui/tooltip';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';

export interface StaffSort {
  sort?: string;
  dir?: 'asc' | 'desc';
}

export interface StaffBoardHeaderProps {
  nameTitle: string;
  columns: readonly ConsoleColumn[];
  template: string;
  sort: StaffSort;
  onSort: (sort: StaffSort) => void;
  /** The select-all box: all loaded rows selected, some, or none. */
  selected: boolean | 'indeterminate';
  onSelectAll: (select: boolean) => void;
  /** The header's column holding the grid's tab stop, if it is in the header. */
  activeCol: number | null;
}

const headerCell = 'flex h-full min-w-0 items-center border-e border-border px-3 last:border-e-0';
const focusable =
  'flex h-full w-full items-center outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring';

/** Board order → ascending → descending → board order. */
const nextSort = (current: StaffSort, key: string): StaffSort =>
  current.sort !== key ? { sort: key, dir: 'asc' } : current.dir === 'asc' ? { sort: key, dir: 'desc' } : {};

const ariaSort = (sort: StaffSort, key: string) =>
  sort.sort === key ? (sort.dir === 'desc' ? 'descending' : 'ascending') : 'none';

/** A header cell's place in the grid's keyboard navigation (row -1, above the first item). */
const nav = (col: number, activeCol: number | null) => ({
  'data-row': -1,
  'data-col': col,
  tabIndex: activeCol === col ? 0 : -1,
});

const SortButton = ({
  label,
  sortKey,
  sort,
  onSort,
  hidden,
  col,
  activeCol,
}: {
  label: string;
  sortKey: string;
  sort: StaffSort;
  onSort: (sort: StaffSort) => void;
  hidden?: boolean;
  col: number;
  activeCol: number | null;
}) => {
  const Icon = sort.sort !== sortKey ? ArrowUpDown : sort.dir === 'desc' ? ArrowDown : ArrowUp;
  return (
    <button
      type="button"
      {...nav(col, activeCol)}
      onClick={() => onSort(nextSort(sort, sortKey))}
      className={cn(
        'group flex h-full min-w-0 flex-1 items-center gap-1.5 text-start outline-none',
        'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
      )}
    >
      {/* A hidden column's name is read with its state, in one sentence of the reader's language. */}
      <span className="truncate" aria-hidden={hidden || undefined}>
        {label}
      </span>
      {hidden && (
        <Tooltip content={t('staffBoard.header.hidden')}>
          <span className="inline-flex shrink-0 text-muted-foreground" data-testid="hidden-column">
            <EyeOff className="size-3.5" strokeWidth={1.75} aria-hidden="true" />
            <span className="sr-only">{t('staffBoard.header.hiddenColumn', { column: label })}</span>
          </span>
        </Tooltip>
      )}
      <Icon
        className={cn(
          'ms-auto size-3.5 shrink-0',
          sort.sort === sortKey ? 'text-foreground' : 'opacity-0 group-hover:opacity-60',
        )}
        strokeWidth={1.75}
        aria-hidden="true"
      />
    </button>
  );
};

/**
 * The staff board's header: sorting by a column's title (the server sorts the whole board), a hidden
 * column marked with a crossed eye, the select-all box. It stays in view while the rows scroll.
 */
export const StaffBoardHeader = ({
  nameTitle,
  columns,
  template,
  sort,
  onSort,
  selected,
  onSelectAll,
  activeCol,
}: StaffBoardHeaderProps) => (
  <div role="rowgroup" className="sticky top-0 z-20">
    <div
      role="row"
      aria-rowindex={1}
      className="grid h-10 items-center border-b border-border bg-muted text-xs font-semibold text-muted-foreground"
      style={{ gridTemplateColumns: template }}
    >
      <div role="columnheader" className={cn(headerCell, 'sticky start-0 z-10 justify-center bg-muted')}>
        <Checkbox
          {...nav(0, activeCol)}
          checked={selected}
          onCheckedChange={(next) => onSelectAll(next === true)}
          aria-label={t('staffBoard.header.selectAll')}
        />
      </div>
      <div
        role="columnheader"
        aria-sort={ariaSort(sort, 'name')}
        className={cn(headerCell, 'sticky start-11 z-10 bg-muted')}
      >
        <SortButton
          label={nameTitle}
          sortKey="name"
          sort={sort}
          onSort={onSort}
          col={1}
          activeCol={activeCol}
        />
      </div>
      <div role="columnheader" className={headerCell}>
        <span {...nav(2, activeCol)} className={focusable}>
          {t('staffBoard.shared.group')}
        </span>
      </div>
      {columns.map((c, i) => (
        <div key={c.id} role="columnheader" aria-sort={ariaSort(sort, c.id)} className={headerCell}>
          <SortButton
            label={c.title}
            sortKey={c.id}
            sort={sort}
            onSort={onSort}
            hidden={!c.visible}
            col={i + 3}
            activeCol={activeCol}
          />
        </div>
      ))}
      <div role="columnheader" className={headerCell}>
        <span {...nav(columns.length + 3, activeCol)} className={focusable}>
          <span className="sr-only">{t('staffBoard.header.actions')}</span>
        </span>
      </div>
    </div>
  </div>
);
