import { useInfiniteQuery } from '@tanstack/react-query';
import { History, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/errors';
import { t } from '@/lib/i18n';
import { activityQueryOptions } from '../../api/activity';
import { EmptyState } from '../shared/console-page';
import { ItemHistoryEntry } from './item-history-entry';
import { QueryError } from '../shared/query-error';

export interface ItemHistoryProps {
  boardId: string;
  itemId: string;
  /** Relative times are counted from this moment (tests fix it). */
  now?: Date;
}

/**
 * An item's history, for the staff board's side panel (about 380px wide): every change of the item by
 * anyone, newest first, a page at a time ("Show older" follows the server's cursor). The record outlives
 * the item, so a deleted item's history still reads.
 */
export const ItemHistory = ({ boardId, itemId, now }: ItemHistoryProps) => {
  // Not the log's keepPreviousData: another item's changes must never show while this item's load.
  const history = useInfiniteQuery(activityQueryOptions({ itemId }));
  const entries = history.data?.pages.flatMap((page) => page.entries);

  if (!entries) {
    if (history.isError)
      return (
        <div className="p-4">
          <QueryError
            message={errorMessage(history.error, t('staffBoard.itemHistory.failed'))}
            onRetry={() => void history.refetch()}
          />
        </div>
      );
    return <ItemHistorySkeleton />;
  }
  if (entries.length === 0)
    return (
      <EmptyState
        icon={<History strokeWidth={1.75} aria-hidden="true" />}
        title={t('staffBoard.itemHistory.empty')}
      />
    );

  return (
    <div className="flex min-w-0 flex-col">
      <ol aria-label={t('staffBoard.itemHistory.label')} className="divide-y divide-border">
        {entries.map((entry) => (
          <ItemHistoryEntry key={entry.id} entry={entry} boardId={boardId} now={now} />
        ))}
      </ol>
      {history.isFetchNextPageError && (
        <div
          role="alert"
          className="flex items-center justify-between gap-3 border-t border-border px-4 py-3"
        >
          <p className="text-[13px] text-muted-foreground">
            {errorMessage(history.error, t('staffBoard.itemHistory.olderFailed'))}
          </p>
          <Button variant="ghost" size="sm" onClick={() => void history.fetchNextPage()}>
            <RotateCw className="size-4" strokeWidth={1.75} aria-hidden="true" />
            {t('common.retry')}
          </Button>
        </div>
      )}
      {history.hasNextPage && !history.isFetchNextPageError && (
        <div className="flex justify-center border-t border-border px-4 py-3">
          <Button
            variant="secondary"
            size="sm"
            loading={history.isFetchingNextPage}
            onClick={() => void history.fetchNextPage()}
          >
            {t(history.isFetchingNextPage ? 'staffBoard.shared.loading' : 'staffBoard.itemHistory.showOlder')}
          </Button>
        </div>
      )}
    </div>
  );
};

const ItemHistorySkeleton = () => (
  <ul className="divide-y divide-border" aria-busy="true" aria-label={t('staffBoard.itemHistory.loading')}>
    {Array.from({ length: 4 }, (_, i) => (
      <li key={i} className="flex items-start gap-3 px-4 py-3">
        <Skeleton className="size-7 rounded-full" />
        <div className="flex flex-1 flex-col gap-2">
          <div className="flex justify-between gap-3">
            <Skeleton className="h-3.5 w-2/5" />
            <Skeleton className="h-3 w-14" />
          </div>
          <Skeleton className="h-3 w-3/5" />
          <Skeleton className="h-3 w-1/2" />
        </div>
      </li>
    ))}
  </ul>
);
