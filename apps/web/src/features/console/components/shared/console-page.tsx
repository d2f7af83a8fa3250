import { CreditCard } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { isSubscriptionValid } from '@/lib/gating';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';

export interface ConsolePageProps {
  title: string;
  description: ReactNode;
  /** Buttons at the end of the title row (Invite client). */
  actions?: ReactNode;
  children: ReactNode;
  /** A screen that needs the whole width (the staff board's table). */
  wide?: boolean;
}

/** One console screen: its title, a sentence about it, its main actions, then its content. */
export const ConsolePage = ({ title, description, actions, children, wide }: ConsolePageProps) => (
  <div
    className={cn(
      'mx-auto flex w-full flex-col gap-6 px-4 py-6 md:px-8 md:py-8',
      wide ? 'max-w-none' : 'max-w-6xl',
    )}
  >
    <title>{t('console.page.documentTitle', { title })}</title>
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="text-2xl leading-8 font-semibold tracking-tight">{title}</h1>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
    </div>
    {children}
  </div>
);

export interface ConsoleCardProps {
  title?: string;
  /** Beside the title (a count, a link). */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
  /** The id of the title, for a region labelled by it. */
  titleId?: string;
}

/** A raised card of a console screen, with an optional title row. */
export const ConsoleCard = ({ title, aside, className, children, titleId }: ConsoleCardProps) => (
  <section
    aria-labelledby={title ? titleId : undefined}
    className={cn(
      'flex min-w-0 flex-col rounded-card border border-border bg-surface shadow-raised',
      className,
    )}
  >
    {title && (
      <div className="flex items-center justify-between gap-3 border-b border-border px-5 py-3.5">
        <h2 id={titleId} className="text-[15px] leading-6 font-semibold">
          {title}
        </h2>
        {aside}
      </div>
    )}
    {children}
  </section>
);

export interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
}

/** An icon, one sentence, and the next action when there is one (design.md Empty states). */
export const EmptyState = ({ icon, title, children }: EmptyStateProps) => (
  <div className="flex flex-col items-center justify-center gap-3 px-6 py-12 text-center">
    <span className="grid size-11 place-items-center rounded-full bg-selected text-selected-foreground [&_svg]:size-5">
      {icon}
    </span>
    <p className="text-sm font-medium">{title}</p>
    {children}
  </div>
);

export interface SubscriptionCardProps {
  /** Undefined while loading. */
  plan: string | undefined;
  status: string | undefined;
  className?: string;
}

/** The plan and its status, read-only: the operator of Portico manages them. */
export const SubscriptionCard = ({ plan, status, className }: SubscriptionCardProps) => (
  <ConsoleCard title={t('console.subscription.title')} titleId="subscription-title" className={className}>
    <dl className="flex flex-col gap-4 px-5 py-4 text-sm">
      <div className="flex items-center justify-between gap-3">
        <dt className="text-muted-foreground">{t('console.subscription.plan')}</dt>
        <dd className="font-medium">{plan ?? <Skeleton className="h-4 w-20" />}</dd>
      </div>
      <div className="flex items-center justify-between gap-3">
        <dt className="text-muted-foreground">{t('console.subscription.status')}</dt>
        <dd>
          {status !== undefined ? (
            <Badge tone={isSubscriptionValid(status) ? 'success' : 'danger'} dot>
              {isSubscriptionValid(status) ? t('console.subscription.active') : status}
            </Badge>
          ) : (
            <Skeleton className="h-5 w-16 rounded-full" />
          )}
        </dd>
      </div>
    </dl>
    <p className="flex items-start gap-2 border-t border-border px-5 py-3.5 text-[13px] text-muted-foreground">
      <CreditCard className="mt-0.5 size-4 shrink-0" strokeWidth={1.75} aria-hidden="true" />
      {t('console.subscription.managed')}
    </p>
  </ConsoleCard>
);
