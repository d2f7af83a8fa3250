import { Archive, ArchiveRestore, MoreHorizontal, Settings2 } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import type { ConsoleBoard } from '@portico/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { DataTable, type DataTableColumn, tableCellClass } from '@/components/ui/data-table';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';
import { fullTime, timeAgo } from '@/lib/time';

export interface BoardsTableProps {
  boards: readonly ConsoleBoard[];
  /** The list is loading for the first time: skeleton rows in the table's shape. */
  loading?: boolean;
  /** Archive or restore was chosen in a row's menu (opened by `trigger`). */
  onArchive: (board: ConsoleBoard, trigger: HTMLButtonElement | null) => void;
}

const td = tableCellClass;
const COUNTS = ['Items', 'Groups', 'Columns', 'Clients'] as const;
const countOf = (board: ConsoleBoard, name: (typeof COUNTS)[number]) =>
  ({
    Items: board.itemCount,
    Groups: board.groupCount,
    Columns: board.columnCount,
    Clients: board.clientCount,
  })[name];

/** The columns, each with its loading skeleton in the shape of what loads. */
const COLUMNS: readonly DataTableColumn[] = [
  { key: 'name', header: 'Name', skeleton: <Skeleton className="h-3.5 w-40" /> },
  ...COUNTS.map((name) => ({
    key: name,
    header: name,
    className: 'text-right',
    skeleton: <Skeleton className="ml-auto h-3.5 w-8" />,
  })),
  { key: 'updated', header: 'Updated', skeleton: <Skeleton className="h-3.5 w-20" /> },
  { key: 'actions', header: 'Actions', hiddenHeader: true, className: 'w-12' },
];

const numbers = new Intl.NumberFormat('en-US');

/** The boards of the portal, one row each: its counts, whether it is archived, and what staff can do. */
export const BoardsTable = ({ boards, loading, onArchive }: BoardsTableProps) => {
  const trigger = useRef<HTMLButtonElement | null>(null);
  return (
    <DataTable
      caption="Boards"
      columns={COLUMNS}
      minWidthClass="min-w-[760px]"
      loading={loading}
      skeletonTestId="board-skeleton"
    >
      {boards.map((board) => (
        <tr key={board.id} className="transition-colors hover:bg-accent/50">
          <th scope="row" className={`${td} text-left font-medium`}>
            <span className="flex min-w-0 items-center gap-2.5">
              <Link to={paths.consoleBoard(board.id)} className="truncate underline-offset-4 hover:underline">
                {board.name}
              </Link>
              {board.archived && <Badge>Archived</Badge>}
            </span>
          </th>
          {COUNTS.map((name) => (
            <td key={name} className={`${td} text-right tabular-nums`}>
              {numbers.format(countOf(board, name))}
            </td>
          ))}
          <td className={`${td} whitespace-nowrap text-muted-foreground tabular-nums`}>
            <time dateTime={board.updatedAt} title={fullTime(board.updatedAt)}>
              {timeAgo(board.updatedAt)}
            </time>
          </td>
          <td className={`${td} text-right`}>
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Actions for ${board.name}`}
                  onPointerDown={(event) => {
                    trigger.current = event.currentTarget;
                  }}
                  onKeyDown={(event) => {
                    trigger.current = event.currentTarget;
                  }}
                >
                  <MoreHorizontal className="size-4" strokeWidth={1.75} aria-hidden="true" />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                <DropdownMenuItem asChild>
                  <Link to={paths.consoleBoard(board.id)}>
                    <Settings2 strokeWidth={1.75} aria-hidden="true" />
                    Groups and settings
                  </Link>
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={() => onArchive(board, trigger.current)}>
                  {board.archived ? (
                    <ArchiveRestore strokeWidth={1.75} aria-hidden="true" />
                  ) : (
                    <Archive strokeWidth={1.75} aria-hidden="true" />
                  )}
                  {board.archived ? 'Restore…' : 'Archive…'}
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          </td>
        </tr>
      ))}
    </DataTable>
  );
};
