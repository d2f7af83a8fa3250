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

const th = 'sticky top-0 z-[1] h-10 bg-surface px-4 text-left text-xs font-medium text-muted-foreground';
const td = 'h-14 px-4 text-[13px]';
const COUNTS = ['Items', 'Groups', 'Columns', 'Clients'] as const;
const countOf = (board: ConsoleBoard, name: (typeof COUNTS)[number]) =>
  ({
    Items: board.itemCount,
    Groups: board.groupCount,
    Columns: board.columnCount,
    Clients: board.clientCount,
  })[name];

const numbers = new Intl.NumberFormat('en-US');

/** The boards of the portal, one row each: its counts, whether it is archived, and what staff can do. */
export const BoardsTable = ({ boards, loading, onArchive }: BoardsTableProps) => {
  const trigger = useRef<HTMLButtonElement | null>(null);
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[760px] border-separate border-spacing-0">
        <caption className="sr-only">Boards</caption>
        <thead>
          <tr className="[&>th]:border-b [&>th]:border-border">
            <th scope="col" className={th}>
              Name
            </th>
            {COUNTS.map((name) => (
              <th key={name} scope="col" className={`${th} text-right`}>
                {name}
              </th>
            ))}
            <th scope="col" className={th}>
              Updated
            </th>
            <th scope="col" className={`${th} w-12`}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="[&>tr:not(:last-child)>*]:border-b [&>tr>*]:border-border">
          {loading
            ? Array.from({ length: 4 }, (_, i) => (
                <tr key={i} aria-hidden="true" data-testid="board-skeleton">
                  <td className={td}>
                    <Skeleton className="h-3.5 w-40" />
                  </td>
                  {COUNTS.map((name) => (
                    <td key={name} className={td}>
                      <Skeleton className="ml-auto h-3.5 w-8" />
                    </td>
                  ))}
                  <td className={td}>
                    <Skeleton className="h-3.5 w-20" />
                  </td>
                  <td className={td} />
                </tr>
              ))
            : boards.map((board) => (
                <tr key={board.id} className="transition-colors hover:bg-accent/50">
                  <th scope="row" className={`${td} text-left font-medium`}>
                    <span className="flex min-w-0 items-center gap-2.5">
                      <Link
                        to={paths.consoleBoard(board.id)}
                        className="truncate underline-offset-4 hover:underline"
                      >
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
        </tbody>
      </table>
    </div>
  );
};
