import { type ItemView, SKELETON_COUNTS } from '@portico/contract';
import { Skeleton } from '@/components/ui/skeleton';
import { t } from '@/lib/i18n';

export interface ItemsSkeletonProps {
  view: ItemView;
}

/**
 * Board items loading (§9: 3 cards, 3 list rows or 3 table rows), shaped like the view that will appear so
 * nothing jumps when the data arrives. Home and the board screen share it.
 */
export const ItemsSkeleton = ({ view }: ItemsSkeletonProps) => (
  <div
    aria-busy="true"
    aria-label={t('boards.itemsSkeleton.label')}
    role="status"
    className="flex flex-col gap-3"
  >
    <Skeleton className="h-5 w-40" />
    {view === 'card' && (
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {Array.from({ length: SKELETON_COUNTS.cards }, (_, i) => (
          <div
            key={i}
            className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4"
            data-testid="card-skeleton"
          >
            <Skeleton className="h-4 w-3/4" />
            {Array.from({ length: 4 }, (_, j) => (
              <div key={j} className="flex items-center justify-between gap-3">
                <Skeleton className="h-3 w-1/3" />
                <Skeleton className="h-3 w-1/4" />
              </div>
            ))}
          </div>
        ))}
      </div>
    )}
    {view !== 'card' && (
      <div className="overflow-hidden rounded-card border border-border bg-surface">
        <div className="flex gap-4 border-b border-border px-4 py-3">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-3 flex-1" />
          ))}
        </div>
        {Array.from(
          { length: view === 'list' ? SKELETON_COUNTS.listRows : SKELETON_COUNTS.tableRows },
          (_, i) => (
            <div
              key={i}
              className="flex gap-4 border-b border-border px-4 py-3.5 last:border-0"
              data-testid={`${view}-skeleton`}
            >
              {Array.from({ length: 6 }, (_, j) => (
                <Skeleton key={j} className={j === 0 ? 'h-3.5 flex-[2]' : 'h-3.5 flex-1'} />
              ))}
            </div>
          ),
        )}
      </div>
    )}
  </div>
);
