import { History } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ACTOR_KINDS, type ActivityEntry, type ActorKind } from '@portico/contract';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { t } from '@/lib/i18n';
import { type ActivityFilters as Filters, useActivity } from '../../api/activity';
import { ActivityFilters } from './activity-filters';
import { ActivityItem } from './activity-item';
import { ConsoleCard, ConsolePage, EmptyState } from '../shared/console-page';
import { QueryError } from '../shared/query-error';

/** The filters as they are kept in the URL (so a filtered view can be shared and survives a reload). */
const PARAMS = { actorId: 'person', actorKind: 'kind', boardId: 'board', from: 'from', to: 'to' } as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isActorKind = (value: string): value is ActorKind => (ACTOR_KINDS as readonly string[]).includes(value);

const readFilters = (params: URLSearchParams): Filters => {
  const filters: Filters = {};
  for (const [key, name] of Object.entries(PARAMS) as [keyof typeof PARAMS, string][]) {
    const value = params.get(name);
    if (!value) continue;
    if ((key === 'from' || key === 'to') && !DAY.test(value)) continue;
    if (key === 'actorKind') {
      if (isActorKind(value)) filters.actorKind = value;
      continue;
    }
    filters[key] = value;
  }
  return filters;
};

const dayKey = (iso: string) => {
  const date = new Date(iso);
  return `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;
};

/**
 * 'Today', 'Yesterday', 'Tuesday, March 3', or with the year when it is not this year's: in the reader's
 * language, formatted when asked (the language can change).
 */
export const dayHeading = (iso: string, now: Date = new Date()): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (dayKey(iso) === dayKey(now.toISOString())) return t('console.activity.today');
  if (dayKey(iso) === dayKey(yesterday.toISOString())) return t('console.activity.yesterday');
  return date.getFullYear() === now.getFullYear()
    ? formatDateTime(date, { weekday: 'long', month: 'long', day: 'numeric' })
    : formatDateTime(date, { month: 'long', day: 'numeric', year: 'numeric' });
};

/** Entries in days, newest first as the server sends them. */
const byDay = (entries: readonly ActivityEntry[]) => {
  const days: { key: string; at: string; entries: ActivityEntry[] }[] = [];
  for (const entry of entries) {
    const key = dayKey(entry.at);
    const last = days[days.length - 1];
    if (last?.key === key) last.entries.push(entry);
    else days.push({ key, at: entry.at, entries: [entry] });
  }
  return days;
};

/** Console › Activity: every change by clients, staff and the operator, filtered and paged by the server. */
export const ActivityScreen = () => {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const activity = useActivity(filters);
  const entries = activity.data?.pages.flatMap((page) => page.entries);
  const filtered = Object.keys(filters).length > 0;

  const setFilters = (next: Filters) =>
    setParams(
      () => {
        const search = new URLSearchParams();
        for (const [key, name] of Object.entries(PARAMS) as [keyof typeof PARAMS, string][]) {
          const value = next[key];
          if (value) search.set(name, value);
        }
        return search;
      },
      { replace: true },
    );

  return (
    <ConsolePage title={t('console.activity.title')} description={t('console.activity.description')}>
      <ConsoleCard>
        <ActivityFilters filters={filters} onChange={setFilters} />
        {activity.isError && !entries ? (
          <div className="p-4">
            <QueryError
              message={errorMessage(activity.error, t('console.activity.loadFailed'))}
              onRetry={() => void activity.refetch()}
            />
          </div>
        ) : !entries ? (
          <ActivitySkeleton />
        ) : entries.length === 0 ? (
          <EmptyState
            icon={<History strokeWidth={1.75} aria-hidden="true" />}
            title={filtered ? t('console.activity.noMatch') : t('console.activity.empty')}
          >
            {filtered && (
              <Button variant="secondary" size="sm" onClick={() => setFilters({})}>
                {t('console.activity.clearFilters')}
              </Button>
            )}
          </EmptyState>
        ) : (
          <div aria-busy={activity.isPlaceholderData || undefined}>
            {byDay(entries).map((day) => (
              <section key={day.key} aria-label={dayHeading(day.at)}>
                <h2 className="sticky top-0 z-[1] border-b border-border bg-muted/80 px-5 py-1.5 text-xs font-medium text-muted-foreground backdrop-blur-sm">
                  {dayHeading(day.at)}
                </h2>
                <ol className="divide-y divide-border border-b border-border last:border-b-0">
                  {day.entries.map((entry) => (
                    <ActivityItem key={entry.id} entry={entry} />
                  ))}
                </ol>
              </section>
            ))}
            {activity.hasNextPage && (
              <div className="flex justify-center border-t border-border px-5 py-4">
                <Button
                  variant="secondary"
                  loading={activity.isFetchingNextPage}
                  onClick={() => void activity.fetchNextPage()}
                >
                  {activity.isFetchingNextPage
                    ? t('console.activity.loadingMore')
                    : t('console.activity.loadMore')}
                </Button>
              </div>
            )}
          </div>
        )}
      </ConsoleCard>
    </ConsolePage>
  );
};

const ActivitySkeleton = () => (
  <ul className="divide-y divide-border" aria-busy="true" aria-label={t('console.activity.loading')}>
    {Array.from({ length: 6 }, (_, i) => (
      <li key={i} className="flex items-start gap-3 px-5 py-4">
        <Skeleton className="size-8 rounded-full" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-3.5 w-3/5" />
          <Skeleton className="h-3 w-2/5" />
        </div>
        <Skeleton className="h-3 w-16" />
      </li>
    ))}
  </ul>
);
