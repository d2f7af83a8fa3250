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
import { formatNumber } from '@/lib/format';
import { type MessageKey, t } from '@/lib/i18n';
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
/** The counts a row shows, each a column of its own. */
const COUNTS: ReadonlyArray<{ key: string; header: MessageKey; of: (board: ConsoleBoard) => number }> = [
  { key: 'items', header: 'consoleBoard.table.items', of: (board) => board.itemCount },
  { key: 'groups', header: 'consoleBoard.table.groups', of: (board) => board.groupCount },
  { key: 'columns', header: 'consoleBoard.table.columns', of: (board) => board.columnCount },
  { key: 'clients', header: 'consoleBoard.table.clients', of: (board) => board.clientCount },
];

/** The columns, each with its loading skeleton in the shape of what loads (headers as keys: read at render). */
const COLUMNS: readonly (Omit<DataTableColumn, 'header'> & { header: MessageKey })[] = [
  { key: 'name', header: 'consoleBoard.shared.name', skeleton: <Skeleton className="h-3.5 w-40" /> },
  ...COUNTS.map(({ key, header }) => ({
    key,
    header,
    className: 'text-end',
    skeleton: <Skeleton className="ms-auto h-3.5 w-8" />,
  })),
  { key: 'updated', header: 'consoleBoard.table.updated', skeleton: <Skeleton className="h-3.5 w-20" /> },
  { key: 'actions', header: 'consoleBoard.table.actions', hiddenHeader: true, className: 'w-12' },
];

/** The boards of the portal, one row each: its counts, whether it is archived, and what staff can do. */
export const BoardsTable = ({ boards, loading, onArchive }: BoardsTableProps) => {
  const trigger = useRef<HTMLButtonElement | null>(null);
  return (
    <DataTable
      caption={t('consoleBoard.table.caption')}
      columns={COLUMNS.map((column) => ({ ...column, header: t(column.header) }))}
      minWidthClass="min-w-[760px]"
      loading={loading}
      skeletonTestId="board-skeleton"
    >
      {boards.map((board) => (
        <tr key={board.id} className="transition-colors hover:bg-accent/50">
          <th scope="row" className={`${td} text-start font-medium`}>
            <span className="flex min-w-0 items-center gap-2.5">
              <Link to={paths.consoleBoard(board.id)} className="truncate underline-offset-4 hover:underline">
                {board.name}
              </Link>
              {board.archived && <Badge>{t('consoleBoard.shared.archived')}</Badge>}
            </span>
          </th>
          {COUNTS.map((count) => (
            <td key={count.key} className={`${td} text-end tabular-nums`}>
              {formatNumber(count.of(board))}
            </td>
          ))}
          <td className={`${td} whitespace-nowrap text-muted-foreground tabular-nums`}>
            <time dateTime={board.updatedAt} title={fullTime(board.updatedAt)}>
              {timeAgo(board.updatedAt)}
            </time>
          </td>
          <td className={`${td} text-end`}>
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={t('consoleBoard.table.actionsFor', { name: board.name })}
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
                    {t('consoleBoard.table.groupsAndSettings')}
                  </Link>
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={() => onArchive(board, trigger.current)}>
                  {board.archived ? (
                    <ArchiveRestore strokeWidth={1.75} aria-hidden="true" />
                  ) : (
                    <Archive strokeWidth={1.75} aria-hidden="true" />
                  )}
                  {board.archived ? t('consoleBoard.table.restore') : t('consoleBoard.table.archive')}
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          </td>
        </tr>
      ))}
    </DataTable>
  );
};
