import type { ReactNode } from 'react';

/** A body cell of a DataTable row: 56 px high, 13 px text. */
export const tableCellClass = 'h-14 px-4 text-[13px]';

const headClass = 'h-10 px-4 text-start text-xs font-medium text-muted-foreground';
const stickyHeadClass = 'sticky top-0 z-[1] bg-surface';

export interface DataTableColumn {
  key: string;
  /** The column's title; read only by screen readers when `hiddenHeader` (an Actions column). */
  header: ReactNode;
  hiddenHeader?: boolean;
  /** Added to the header cell: its alignment or width ('text-end', 'w-12'). */
  className?: string;
  /** What the column shows in a loading row, in the shape of what loads; nothing when absent. */
  skeleton?: ReactNode;
}

export interface DataTableProps {
  /** The table's name for screen readers ('Clients'). */
  caption: string;
  columns: readonly DataTableColumn[];
  /** Below it the table scrolls sideways: a Tailwind min-width ('min-w-[760px]'). */
  minWidthClass: string;
  /** The first load: `skeletonRows` rows of the columns' skeletons instead of the children. */
  loading?: boolean;
  skeletonRows?: number;
  /** The loading rows' test id. */
  skeletonTestId?: string;
  /** The header stays at the top while the page scrolls (on a surface of its own). */
  stickyHeader?: boolean;
  /** The rows: `<tr>`s whose cells use tableCellClass. */
  children?: ReactNode;
}

/**
 * The console's list tables (clients, staff, people, boards): a captioned table that scrolls sideways on
 * narrow screens, a header row, hairlines between the rows, and skeleton rows while the list first loads.
 */
export const DataTable = ({
  caption,
  columns,
  minWidthClass,
  loading = false,
  skeletonRows = 4,
  skeletonTestId,
  stickyHeader = true,
  children,
}: DataTableProps) => {
  const th = stickyHeader ? `${stickyHeadClass} ${headClass}` : headClass;
  return (
    <div className="overflow-x-auto">
      <table className={`w-full ${minWidthClass} border-separate border-spacing-0`}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="[&>th]:border-b [&>th]:border-border">
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={column.className ? `${th} ${column.className}` : th}
              >
                {column.hiddenHeader ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="[&>tr:not(:last-child)>*]:border-b [&>tr>*]:border-border">
          {loading
            ? Array.from({ length: skeletonRows }, (_, i) => (
                <tr key={i} aria-hidden="true" data-testid={skeletonTestId}>
                  {columns.map((column) => (
                    <td key={column.key} className={tableCellClass}>
                      {column.skeleton}
                    </td>
                  ))}
                </tr>
              ))
            : children}
        </tbody>
      </table>
    </div>
  );
};
