import { LayoutGrid } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { type BoardRef, SKELETON_COUNTS } from '@portico/contract';
import { Skeleton } from '@/components/ui/skeleton';
import { Tooltip } from '@/components/ui/tooltip';
import { isRtl, t, useLanguage } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { paths } from '@/lib/paths';

export interface BoardsNavProps {
  boards: readonly BoardRef[];
  loading: boolean;
  /** Called after a board is chosen (the drawer closes). */
  onNavigate?: () => void;
}

/**
 * §2 'My Boards': one link per board to /board/{id}, the current one highlighted, names kept to one line
 * with the full name in a tooltip, and 3 skeleton rows while the boards load.
 */
export const BoardsNav = ({ boards, loading, onNavigate }: BoardsNavProps) => {
  const { boardId } = useParams();
  // Beside the sidebar, towards the content: on the left when the page reads right to left.
  const tooltipSide = isRtl(useLanguage()) ? 'left' : 'right';
  return (
    <nav aria-labelledby="my-boards-heading" className="flex flex-col gap-1 p-3">
      <h2
        id="my-boards-heading"
        className="px-2 pt-1 pb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
      >
        {t('navigation.boardsNav.heading')}
      </h2>
      {loading && boards.length === 0 ? (
        <ul className="flex flex-col gap-1" aria-busy="true" aria-label={t('navigation.boardsNav.loading')}>
          {Array.from({ length: SKELETON_COUNTS.boardList }, (_, i) => (
            <li key={i} className="flex h-9 items-center gap-2.5 px-2" data-testid="board-skeleton">
              <Skeleton className="size-4 rounded" />
              <Skeleton className="h-3.5 flex-1" style={{ maxWidth: `${80 - i * 15}%` }} />
            </li>
          ))}
        </ul>
      ) : boards.length === 0 ? (
        <p className="px-2 py-1 text-[13px] text-muted-foreground">{t('navigation.boardsNav.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-0.5">
          {boards.map((board) => {
            const current = board.boardId === boardId;
            return (
              <li key={board.boardId}>
                <Tooltip content={board.boardName} side={tooltipSide}>
                  <Link
                    to={paths.board(board.boardId)}
                    onClick={onNavigate}
                    aria-current={current ? 'page' : undefined}
                    className={cn(
                      'flex h-9 min-w-0 items-center gap-2.5 rounded-control px-2 text-sm transition-colors max-md:h-10',
                      current
                        ? 'bg-selected font-medium text-selected-foreground'
                        : 'text-foreground hover:bg-accent',
                    )}
                  >
                    <LayoutGrid
                      className={cn(
                        'size-4 shrink-0',
                        current ? 'text-selected-foreground' : 'text-muted-foreground',
                      )}
                      strokeWidth={1.75}
                      aria-hidden="true"
                    />
                    <span className="truncate">{board.boardName}</span>
                  </Link>
                </Tooltip>
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
};
