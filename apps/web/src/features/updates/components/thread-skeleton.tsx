import { Skeleton } from '@/components/ui/skeleton';
import { t } from '@/lib/i18n';

/** Three updates' worth of placeholders, shaped like the entries that replace them. */
export const ThreadSkeleton = () => (
  <ul role="status" aria-label={t('updates.thread.loading')} className="flex flex-col gap-3">
    {Array.from({ length: 3 }, (_, i) => (
      <li key={i} className="flex gap-3 rounded-card border border-border bg-surface p-4">
        <Skeleton className="size-8 rounded-full" />
        <div className="flex flex-1 flex-col gap-2">
          <div className="flex gap-2">
            <Skeleton className="h-3.5 w-28" />
            <Skeleton className="h-3.5 w-16" />
          </div>
          <Skeleton className="h-3 w-4/5" />
          <Skeleton className="h-3 w-3/5" />
        </div>
      </li>
    ))}
  </ul>
);
