import { useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { type ItemView, SEARCH_DEBOUNCE_MS, callDefaults, screenTexts, toasts } from '@portico/contract';
import { ItemsSkeleton } from '@/components/items-skeleton';
import { Skeleton } from '@/components/ui/skeleton';
import { useIsMobile } from '@/hooks/use-media-query';
import { usePreferences } from '@/hooks/use-preferences';
import { useAuth } from '@/lib/auth-context';
import { errorMessage } from '@/lib/errors';
import { formatNumber } from '@/lib/format';
import { localize, t } from '@/lib/i18n';
import { canCreateItems, canFilterAssignedToMe, seesOnlyAssignedItems } from '@/lib/gating';
import { useBoardItems } from '../../api/get-all-items';
import { PeopleContext } from '@/components/columns/people-context';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { usePeople } from '../../hooks/use-people';
import { useSort } from '../../hooks/use-sort';
import { groupItems, shownColumns } from '../../utils/board-items';
import { documentTitle } from '../../utils/document-title';
import { sortItems } from '../../utils/sort-items';
import { AddItemPopover } from './add-item-popover';
import { BoardError, EmptyBoard, LoadMore } from './board-states';
import { BoardToolbar } from './board-toolbar';
import { BoardGroups } from './board-groups';
import { useLiveBoard } from '../../hooks/use-live-board';

export interface BoardScreenProps {
  boardId: string;
}

/** §2 Board screen: the board's items by group in card, list or table view, searchable, sortable, paged. */
export const BoardScreen = ({ boardId }: BoardScreenProps) => {
  useLiveBoard(boardId);
  const { user } = useAuth();
  const [preferences] = usePreferences();
  const isMobile = useIsMobile();
  const people = usePeople();

  // The saved item view is the default (§2); a choice here lasts for the visit, and saving another view in
  // the preferences while the board is open switches to it.
  const [view, setView] = useState<ItemView>(preferences.itemView);
  const [savedView, setSavedView] = useState(preferences.itemView);
  if (savedView !== preferences.itemView) {
    setSavedView(preferences.itemView);
    setView(preferences.itemView);
  }

  const [search, setSearch] = useState('');
  // §9: the search is sent 1000 ms after typing stops; emptying the box shows every item at once.
  const debouncedSearch = useDebouncedValue(search, search.trim() ? SEARCH_DEBOUNCE_MS : 0);
  const canFilter = canFilterAssignedToMe(user);
  const assignedOnly = seesOnlyAssignedItems(user);
  const [assignedToMe, setAssignedToMe] = useState(false);

  const query = useBoardItems({ boardId, search: debouncedSearch, assignedToMe: canFilter && assignedToMe });
  const { data, error, isPending, isFetching, isFetchingNextPage, hasNextPage, fetchNextPage, refetch } =
    query;

  useEffect(() => {
    if (!error) return;
    toast.error(localize(toasts.error), {
      id: 'board-items',
      description: errorMessage(error, callDefaults.boardItems) || localize(toasts.couldNotLoadData),
    });
  }, [error]);

  const items = useMemo(() => data?.pages.flatMap((page) => page.items) ?? [], [data]);
  const sort = useSort(items[0]);
  const groups = useMemo(
    () => groupItems(items).map((g) => ({ ...g, items: sortItems(g.items, sort.value) })),
    [items, sort.value],
  );
  const columns = useMemo(() => shownColumns(items[0]), [items]);

  const boardName =
    user?.boardsData.find((b) => b.boardId === boardId)?.boardName ?? data?.pages[0]?.boardName ?? '';
  const total = canFilter ? data?.pages[0]?.total_items : items.length;
  const searching =
    search.trim() !== debouncedSearch.trim() || (isFetching && !isFetchingNextPage && !isPending);

  return (
    <div className="flex flex-col gap-5 px-4 py-5 md:px-8 md:py-7">
      <title>{documentTitle(boardName || t('boards.board.untitled'))}</title>
      <header className="flex flex-col gap-4">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3">
          <div className="flex min-w-0 flex-col gap-1">
            <h1 className="text-xl leading-8 font-semibold tracking-tight break-words md:text-2xl">
              {boardName || <Skeleton className="h-7 w-56" />}
            </h1>
            <p className="flex h-5 items-center gap-1.5 text-[13px] text-muted-foreground">
              {localize(screenTexts.itemsCountTotal)}
              {total === undefined ? (
                <Skeleton className="h-3.5 w-8" />
              ) : (
                <span className="tabular font-medium text-foreground" data-testid="items-count">
                  {formatNumber(total)}
                </span>
              )}
            </p>
          </div>
          {canCreateItems(user) && <AddItemPopover boardId={boardId} />}
        </div>
        <BoardToolbar
          search={search}
          onSearchChange={setSearch}
          searching={searching}
          view={view}
          onViewChange={setView}
          sortOptions={sort.options}
          sortValue={sort.value}
          onSortChange={sort.setValue}
          assignedToMe={canFilter ? assignedToMe : null}
          onAssignedToMeChange={setAssignedToMe}
        />
      </header>

      <PeopleContext.Provider value={people}>
        {isPending ? (
          <ItemsSkeleton view={view} />
        ) : !data ? (
          <BoardError onRetry={() => void refetch()} retrying={isFetching} />
        ) : items.length === 0 ? (
          <EmptyBoard
            assignedOnly={assignedOnly}
            search={debouncedSearch.trim()}
            assignedFilter={canFilter && assignedToMe}
            onClearSearch={() => setSearch('')}
            onClearFilter={() => setAssignedToMe(false)}
          />
        ) : (
          <div className="flex flex-col gap-2" aria-busy={searching || undefined}>
            <BoardGroups boardId={boardId} groups={groups} columns={columns} view={view} compact={isMobile} />
            <LoadMore
              hasMore={hasNextPage}
              loading={isFetchingNextPage}
              onLoadMore={() => {
                if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
              }}
            />
          </div>
        )}
      </PeopleContext.Provider>
    </div>
  );
};
