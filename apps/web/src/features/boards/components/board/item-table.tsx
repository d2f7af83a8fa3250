import { Link } from 'react-router';
import { type Item, screenTexts } from '@portico/contract';
import { TruncatedText } from '@/components/ui/truncated-text';
import { localize, t } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { NotAvailable } from '@/components/columns/not-available';
import { ColumnCell } from '@/components/columns/registry';
import { itemPath, useOpenItem } from '../../hooks/use-open-item';
import { useSectionVirtualizer } from '../../hooks/use-section-virtualizer';
import { type ShownColumn, valuesFor } from '../../utils/board-items';

export interface ItemTableProps {
  boardId: string;
  items: readonly Item[];
  columns: readonly ShownColumn[];
  /** The grid columns (tableTemplate), shared by the board's groups. */
  template: string;
  /** 'list': airy rows under the group's sticky titles; 'table': a dense grid with a sticky header. */
  variant: 'list' | 'table';
  label: string;
}

const STYLES = {
  list: {
    frame: '',
    header:
      'sticky top-0 z-10 border-b border-border bg-background/95 text-xs font-medium text-muted-foreground backdrop-blur supports-[backdrop-filter]:bg-background/80',
    headerRow: 'h-9 gap-4 px-3',
    row: 'h-12 gap-4 rounded-control px-3 hover:bg-accent',
    cell: '',
    rowHeight: 48,
  },
  table: {
    frame: 'overflow-clip rounded-card border border-border bg-surface shadow-raised',
    header: 'sticky top-0 z-10 border-b border-border bg-muted text-xs font-semibold text-muted-foreground',
    headerRow: 'h-9 [&>*]:border-e [&>*]:border-border [&>*:last-child]:border-e-0 [&>*]:px-3',
    row: 'h-10 border-b border-border text-[13px] last:border-b-0 hover:bg-accent [&>*]:border-e [&>*]:border-border [&>*:last-child]:border-e-0 [&>*]:px-3',
    cell: 'h-full',
    rowHeight: 40,
  },
} as const;

/**
 * §2 List and Table views of a group: Name ('Untitled Item' when empty) and up to five values, each row
 * linking to the item. The header stays in view while the group scrolls; only the rows near the viewport
 * are rendered. At phone width the rows keep their columns and scroll sideways.
 */
export const ItemTable = ({
  boardId,
  items,
  columns,
  template: gridTemplateColumns,
  variant,
  label,
}: ItemTableProps) => {
  const s = STYLES[variant];
  const { bodyRef, virtualizer, margin } = useSectionVirtualizer({
    count: items.length,
    estimateSize: s.rowHeight,
  });
  const open = useOpenItem(boardId);
  const template = { gridTemplateColumns };

  return (
    <div className="max-md:overflow-x-auto" data-scroll-x="">
      <div
        role="table"
        aria-label={label}
        aria-rowcount={items.length + 1}
        className={cn('max-md:min-w-[720px]', s.frame)}
      >
        <div role="rowgroup" className={s.header}>
          <div role="row" aria-rowindex={1} className={cn('grid items-center', s.headerRow)} style={template}>
            <span role="columnheader" className="flex h-full items-center truncate">
              {t('boards.itemTable.name')}
            </span>
            {columns.map((c) => (
              <span key={c.id} role="columnheader" className="flex h-full min-w-0 items-center">
                <TruncatedText>{c.title}</TruncatedText>
              </span>
            ))}
          </div>
        </div>
        <div
          ref={bodyRef}
          role="rowgroup"
          className="relative"
          style={{ height: virtualizer.getTotalSize() }}
        >
          {virtualizer.getVirtualItems().map((row) => {
            const item = items[row.index] as Item;
            const values = valuesFor(item, columns);
            return (
              // The name link is the row's keyboard and screen-reader path; the click is a pointer convenience.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
              <div
                key={item.id}
                role="row"
                aria-rowindex={row.index + 2}
                data-index={row.index}
                onClick={open(item.id)}
                className={cn(
                  'absolute start-0 top-0 grid w-full cursor-pointer items-center transition-colors',
                  s.row,
                )}
                style={{ ...template, transform: `translateY(${row.start - margin}px)` }}
              >
                <span role="cell" className={cn('flex min-w-0 items-center font-medium', s.cell)}>
                  <Link
                    to={itemPath(boardId, item.id)}
                    className="min-w-0 rounded-sm outline-none hover:underline focus-visible:underline focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    <TruncatedText>{item.name.trim() || localize(screenTexts.untitledItem)}</TruncatedText>
                  </Link>
                </span>
                {values.map((value, i) => (
                  <span
                    key={columns[i]?.id ?? i}
                    role="cell"
                    className={cn('flex min-w-0 items-center overflow-hidden', s.cell)}
                  >
                    {value ? <ColumnCell value={value} /> : <NotAvailable />}
                  </span>
                ))}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
};
