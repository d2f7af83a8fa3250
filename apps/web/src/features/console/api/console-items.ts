import { type ConsoleItemsQuery, consoleItemEndpoints } from '@portico/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { boardKeys } from './board-keys';

/** Rows the staff board reads at once: a page is one request, fetched when the table scrolls to it. */
export const STAFF_PAGE_SIZE = 100;

/** What the staff board shows: a search, a group, and a sort (board order without one). */
export type StaffBoardView = Pick<ConsoleItemsQuery, 'search' | 'sort' | 'dir' | 'groupId'>;

/** GET /api/console/boards/:boardId/items: one page of every item with every column. */
export const getConsoleItems = async (boardId: string, query: ConsoleItemsQuery, signal?: AbortSignal) =>
  (await apiCall(consoleItemEndpoints.consoleItems, { params: { boardId }, query, signal })).data;

export const consoleItemsPageOptions = (boardId: string, view: StaffBoardView, page: number) =>
  queryOptions({
    queryKey: [...boardKeys.items(boardId), view, page] as const,
    queryFn: ({ signal }) =>
      getConsoleItems(boardId, { ...view, offset: page * STAFF_PAGE_SIZE, limit: STAFF_PAGE_SIZE }, signal),
    staleTime: 5_000,
    // A new search or sort keeps the first page's rows and count on screen until its own arrive.
    placeholderData: page === 0 ? keepPreviousData : undefined,
  });
