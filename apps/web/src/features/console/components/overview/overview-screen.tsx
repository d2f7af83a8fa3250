import {
  ArrowRight,
  LayoutGrid,
  ListChecks,
  type LucideIcon,
  ShieldCheck,
  UserRoundPlus,
  UsersRound,
} from 'lucide-react';
import { Suspense, lazy } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/errors';
import { formatNumber } from '@/lib/format';
import { type MessageKey, t } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';
import { useConsoleOverview } from '../../api/console-overview';
import { ConsoleCard, ConsolePage, SubscriptionCard } from '../shared/console-page';
import { PendingClients } from './pending-clients';
import { QueryError } from '../shared/query-error';

interface Stat {
  key: 'boards' | 'items' | 'clients' | 'pendingClients' | 'staff';
  label: MessageKey;
  icon: LucideIcon;
  to?: string;
}

const STATS: readonly Stat[] = [
  { key: 'boards', label: 'console.overview.stat.boards', icon: LayoutGrid },
  { key: 'items', label: 'console.overview.stat.items', icon: ListChecks },
  { key: 'clients', label: 'console.overview.stat.clients', icon: UsersRound, to: paths.consoleClients() },
  {
    key: 'pendingClients',
    label: 'console.overview.stat.pendingClients',
    icon: UserRoundPlus,
    to: `${paths.consoleClients()}?status=pending`,
  },
  { key: 'staff', label: 'console.overview.stat.staff', icon: ShieldCheck },
];

// The latest changes render just after the first paint (their sentences are the activity screen's code), so
// the console's first screen stays within its budget (e2e/bundle-budget.spec.ts).
const LatestActivity = lazy(() => import('./latest-activity').then((m) => ({ default: m.LatestActivity })));

export interface OverviewScreenProps {
  tenantName?: string;
}

/** Console › Overview: the portal in numbers, who waits for approval, the plan (read-only) and the latest changes. */
export const OverviewScreen = ({ tenantName }: OverviewScreenProps) => {
  const overview = useConsoleOverview();
  const data = overview.data;
  return (
    <ConsolePage
      title={t('console.overview.title')}
      description={
        tenantName
          ? t('console.overview.descriptionOf', { portal: tenantName })
          : t('console.overview.description')
      }
    >
      {overview.isError && !data ? (
        <QueryError
          message={errorMessage(overview.error, t('console.overview.loadFailed'))}
          onRetry={() => void overview.refetch()}
        />
      ) : (
        <>
          <ul
            className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
            aria-label={t('console.overview.stats')}
          >
            {STATS.map((stat) => (
              <StatCard
                key={stat.key}
                stat={stat}
                value={data?.counts[stat.key]}
                highlight={stat.key === 'pendingClients' && (data?.counts.pendingClients ?? 0) > 0}
              />
            ))}
          </ul>
          <div className="grid gap-6 lg:grid-cols-3">
            <ConsoleCard
              title={t('console.overview.pendingTitle')}
              titleId="pending-title"
              className="lg:col-span-2"
              aside={
                data && data.counts.pendingClients > data.pending.length ? (
                  <Button asChild variant="link" size="sm">
                    <Link to={`${paths.consoleClients()}?status=pending`}>
                      {t('console.overview.allPending', { count: formatNumber(data.counts.pendingClients) })}
                      <ArrowRight className="size-4 rtl:-scale-x-100" strokeWidth={1.75} aria-hidden="true" />
                    </Link>
                  </Button>
                ) : undefined
              }
            >
              {data ? <PendingClients clients={data.pending} /> : <PendingSkeleton />}
            </ConsoleCard>
            <SubscriptionCard
              plan={data?.subscriptionPlan}
              status={data?.subscriptionStatus}
              className="self-start"
            />
            <ConsoleCard
              title={t('console.overview.latestActivity')}
              titleId="activity-title"
              className="lg:col-span-2"
              aside={
                <Button asChild variant="link" size="sm">
                  <Link to={paths.consoleActivity()}>
                    {t('console.overview.seeAllActivity')}
                    <ArrowRight className="size-4 rtl:-scale-x-100" strokeWidth={1.75} aria-hidden="true" />
                  </Link>
                </Button>
              }
            >
              {data ? (
                <Suspense fallback={<PendingSkeleton label={t('console.overview.loadingActivity')} />}>
                  <LatestActivity entries={data.activity} />
                </Suspense>
              ) : (
                <PendingSkeleton label={t('console.overview.loadingActivity')} />
              )}
            </ConsoleCard>
          </div>
        </>
      )}
    </ConsolePage>
  );
};

const StatCard = ({ stat, value, highlight }: { stat: Stat; value?: number; highlight: boolean }) => {
  const Icon = stat.icon;
  const body = (
    <>
      <span
        className={cn(
          'grid size-9 shrink-0 place-items-center rounded-control',
          highlight ? 'bg-warning text-warning-foreground' : 'bg-selected text-selected-foreground',
        )}
      >
        <Icon className="size-[18px]" strokeWidth={1.75} aria-hidden="true" />
      </span>
      <span className="flex flex-col gap-0.5">
        {value === undefined ? (
          <Skeleton className="my-1 h-6 w-12" />
        ) : (
          <span className="text-2xl leading-8 font-semibold tracking-tight tabular-nums">
            {formatNumber(value)}
          </span>
        )}
        <span className="text-[13px] text-muted-foreground">{t(stat.label)}</span>
      </span>
    </>
  );
  // A row of icon and number on phones, a column from small screens on.
  const classes =
    'flex h-full items-center gap-3 rounded-card border border-border bg-surface p-3 shadow-raised transition-colors sm:flex-col sm:items-start sm:p-4';
  return (
    <li>
      {stat.to ? (
        <Link to={stat.to} className={cn(classes, 'hover:border-input hover:bg-accent/40')}>
          {body}
        </Link>
      ) : (
        <div className={classes}>{body}</div>
      )}
    </li>
  );
};

const PendingSkeleton = ({ label }: { label?: string }) => (
  <ul
    className="divide-y divide-border"
    aria-busy="true"
    aria-label={label ?? t('console.overview.loadingPending')}
  >
    {Array.from({ length: 3 }, (_, i) => (
      <li key={i} className="flex items-center gap-3 px-5 py-4">
        <Skeleton className="size-8 rounded-full" />
        <div className="flex flex-1 flex-col gap-1.5">
          <Skeleton className="h-3.5 w-40" />
          <Skeleton className="h-3 w-56" />
        </div>
        <Skeleton className="h-8 w-40" />
      </li>
    ))}
  </ul>
);
