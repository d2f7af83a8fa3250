import { ArrowLeft, LayoutGrid, Table2 } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/errors';
import { t } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useConsoleBoards } from '../../api/console-boards';
import { BoardSettingsCard } from './board-settings-card';
import { ConsoleCard, ConsolePage, EmptyState } from '../shared/console-page';
import { BoardTabs } from './board-tabs';
import { QueryError } from '../shared/query-error';

/** Back to the list (made at render: its text is the reader's language). */
const Back = () => (
  <Button variant="secondary" asChild>
    <Link to={paths.consoleBoards()}>
      <ArrowLeft className="size-4 rtl:-scale-x-100" strokeWidth={1.75} aria-hidden="true" />
      {t('consoleBoard.screen.allBoards')}
    </Link>
  </Button>
);

const actions = (boardId: string) => (
  <>
    <Back />
    <Button asChild>
      <Link to={paths.consoleBoardItems(boardId)}>
        <Table2 className="size-4" strokeWidth={1.75} aria-hidden="true" />
        {t('consoleBoard.screen.openItems')}
      </Link>
    </Button>
  </>
);

/** Console › Boards › a board: its groups (and columns) beside its own settings. */
export const BoardScreen = ({ boardId }: { boardId: string }) => {
  const boards = useConsoleBoards();
  const board = boards.data?.find((b) => b.id === boardId);

  if (boards.isError && !boards.data)
    return (
      <ConsolePage title={t('consoleBoard.screen.title')} description="" actions={<Back />}>
        <QueryError
          message={errorMessage(boards.error, t('consoleBoard.screen.loadFailed'))}
          onRetry={() => void boards.refetch()}
        />
      </ConsolePage>
    );
  if (boards.data && !board)
    return (
      <ConsolePage
        title={t('consoleBoard.screen.notFound')}
        description={t('consoleBoard.screen.notFoundDescription')}
        actions={<Back />}
      >
        <ConsoleCard>
          <EmptyState
            icon={<LayoutGrid strokeWidth={1.75} aria-hidden="true" />}
            title={t('consoleBoard.screen.noSuchBoard')}
          >
            <Button variant="secondary" size="sm" asChild>
              <Link to={paths.consoleBoards()}>{t('consoleBoard.screen.seeAllBoards')}</Link>
            </Button>
          </EmptyState>
        </ConsoleCard>
      </ConsolePage>
    );

  return (
    <ConsolePage
      title={board?.name ?? t('consoleBoard.screen.title')}
      description={
        board ? (
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1 tabular-nums">
            {board.archived && <Badge>{t('consoleBoard.shared.archived')}</Badge>}
            {t('consoleBoard.screen.summary', { items: board.itemCount, clients: board.clientCount })}
          </span>
        ) : (
          <span
            aria-hidden="true"
            className="inline-block h-4 w-48 animate-skeleton rounded-control bg-skeleton"
          />
        )
      }
      actions={actions(boardId)}
    >
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <BoardTabs boardId={boardId} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          {board ? <BoardSettingsCard key={board.id} board={board} /> : <SettingsSkeleton />}
        </div>
      </div>
    </ConsolePage>
  );
};

const SettingsSkeleton = () => (
  <div
    className="rounded-card border border-border bg-surface shadow-raised"
    aria-busy="true"
    aria-label={t('consoleBoard.screen.loading')}
  >
    <div className="border-b border-border px-5 py-4">
      <Skeleton className="h-4 w-16" />
    </div>
    <div className="flex flex-col gap-5 px-5 py-5">
      <Skeleton className="h-3.5 w-20" />
      <Skeleton className="h-9 w-full" />
      <Skeleton className="h-5 w-full" />
    </div>
  </div>
);
