import { Inbox, RefreshCw, SearchX, TriangleAlert, UserRoundSearch } from 'lucide-react';
import type { ReactNode } from 'react';
import { screenTexts, toasts } from '@portico/contract';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { localize, t } from '@/lib/i18n';

interface StateProps {
  icon: ReactNode;
  text: string;
  detail?: string;
  action?: ReactNode;
}

const State = ({ icon, text, detail, action }: StateProps) => (
  <div className="flex flex-col items-center rounded-card border border-dashed border-border px-6 py-14 text-center">
    <span className="grid size-12 place-items-center rounded-full bg-selected text-selected-foreground">
      {icon}
    </span>
    <p className="mt-4 text-[15px] leading-6 font-medium">{text}</p>
    {detail && <p className="mt-1 max-w-sm text-[13px] text-muted-foreground">{detail}</p>}
    {action && <div className="mt-5">{action}</div>}
  </div>
);

const iconProps = { className: 'size-6', strokeWidth: 1.75, 'aria-hidden': true } as const;

export interface EmptyBoardProps {
  /** The user only ever sees items assigned to them (§6). */
  assignedOnly: boolean;
  search: string;
  assignedFilter: boolean;
  onClearSearch: () => void;
  onClearFilter: () => void;
}

/**
 * §2 empty states with the spec's sentence, and the next step when there is one (clear the search, show
 * everyone's items).
 */
export const EmptyBoard = ({
  assignedOnly,
  search,
  assignedFilter,
  onClearSearch,
  onClearFilter,
}: EmptyBoardProps) => {
  const text = localize(assignedOnly ? screenTexts.emptyAssigned : screenTexts.emptyBoard);
  if (search) {
    return (
      <State
        icon={<SearchX {...iconProps} />}
        text={text}
        detail={t('boards.empty.noMatch', { search })}
        action={
          <Button variant="secondary" onClick={onClearSearch}>
            {t('boards.empty.clearSearch')}
          </Button>
        }
      />
    );
  }
  if (assignedFilter) {
    return (
      <State
        icon={<UserRoundSearch {...iconProps} />}
        text={text}
        detail={t('boards.empty.notAssigned')}
        action={
          <Button variant="secondary" onClick={onClearFilter}>
            {t('boards.empty.showAll')}
          </Button>
        }
      />
    );
  }
  return (
    <State icon={assignedOnly ? <UserRoundSearch {...iconProps} /> : <Inbox {...iconProps} />} text={text} />
  );
};

export const BoardError = ({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) => (
  <State
    icon={<TriangleAlert {...iconProps} />}
    text={localize(toasts.couldNotLoadData)}
    action={
      <Button variant="secondary" onClick={onRetry} loading={retrying}>
        {!retrying && <RefreshCw className="size-4" strokeWidth={1.75} aria-hidden="true" />}
        {t('common.retry')}
      </Button>
    }
  />
);

export interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}

/** §2: 'Load More' ('Loading...' while fetching); when everything is loaded, says so. */
export const LoadMore = ({ hasMore, loading, onLoadMore }: LoadMoreProps) => (
  <div className="flex min-h-16 items-center justify-center py-4">
    {hasMore ? (
      <Button variant="secondary" onClick={onLoadMore} disabled={loading} className="min-w-32">
        {loading && <Spinner />}
        {loading ? t('boards.loadMore.loading') : t('boards.loadMore.button')}
      </Button>
    ) : (
      <p className="text-center text-[13px] text-muted-foreground" role="status">
        {localize(screenTexts.allLoaded)}
      </p>
    )}
  </div>
);
