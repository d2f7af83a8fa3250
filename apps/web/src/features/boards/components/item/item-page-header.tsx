import type { ReactNode } from 'react';
import { Breadcrumb, type BreadcrumbEntry } from '@/components/ui/breadcrumb';
import { Skeleton } from '@/components/ui/skeleton';
import { t } from '@/lib/i18n';

export interface ItemPageHeaderProps {
  crumbs: readonly BreadcrumbEntry[];
  /** The page heading; undefined while it loads (a skeleton of its size stands in). */
  title: string | undefined;
  /** A line under the heading (the item's group, the board). */
  meta?: ReactNode;
  /** Buttons at the end of the heading's row ('Edit Item'). */
  actions?: ReactNode;
}

/** The head of the item screens: breadcrumb, heading, a line of context and the screen's actions. */
export const ItemPageHeader = ({ crumbs, title, meta, actions }: ItemPageHeaderProps) => (
  <header className="flex flex-col gap-3">
    <Breadcrumb items={crumbs} />
    <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3">
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        {title === undefined ? (
          <>
            <h1 className="sr-only">{t('boards.itemHeader.loading')}</h1>
            <Skeleton className="my-1 h-7 w-2/3 max-w-md" />
          </>
        ) : (
          <h1 className="text-xl leading-8 font-semibold tracking-tight break-words md:text-2xl">{title}</h1>
        )}
        {meta && (
          <div className="flex min-h-5 flex-wrap items-center gap-x-2 gap-y-1 text-[13px] text-muted-foreground">
            {meta}
          </div>
        )}
      </div>
      {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
    </div>
  </header>
);

export interface GroupMetaProps {
  group?: string;
  board?: string;
  /** The item is loading: a skeleton of the line stands in. */
  loading?: boolean;
}

/** 'In ● New requests · Client Requests': where the item lives. */
export const GroupMeta = ({ group, board, loading }: GroupMetaProps) => {
  if (loading) return <Skeleton className="h-3.5 w-48" />;
  return (
    <>
      {group !== undefined && (
        <span className="inline-flex min-w-0 items-center gap-1.5">
          <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-primary" />
          <span className="truncate">
            <span className="sr-only">{t('boards.itemHeader.group')} </span>
            {group}
          </span>
        </span>
      )}
      {group !== undefined && board && <span aria-hidden="true">·</span>}
      {board && (
        <span className="truncate">
          <span className="sr-only">{t('boards.itemHeader.board')} </span>
          {board}
        </span>
      )}
    </>
  );
};
