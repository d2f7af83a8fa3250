import { portalEndpoints } from '@portico/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { boardKeys } from './keys';

export interface BoardItemsFilter {
  boardId: string;
  /** The (debounced) search text, sent as compareValue; empty sends none. */
  search: string;
  /** 'Show only assigned to me' (filterByEmail). */
  assignedToMe: boolean;
}

/** GET /api/boards/getAllItems: one page after `cursor` (none for the first page). */
export const getAllItems = async (
  { boardId, search, assignedToMe }: BoardItemsFilter,
  cursor: string | null,
  signal?: AbortSignal,
) => {
  const compareValue = search.trim();
  const response = await apiCall(portalEndpoints.getAllItems, {
    query: {
      boardId,
      cursor: cursor ?? undefined,
      compareValue: compareValue || undefined,
      filterByEmail: assignedToMe,
    },
    signal,
  });
  return response.data;
};

/**
 * §4: board data loads page by page by cursor, starting with none; a new search or filter is a new list.
 * The previous list stays on screen while the new one loads, so a search does not flash skeletons.
 */
export const boardItemsQueryOptions = (filter: BoardItemsFilter) =>
  infiniteQueryOptions({
    queryKey: [
      ...boardKeys.items(filter.boardId),
      { search: filter.search.trim(), assignedToMe: filter.assignedToMe },
    ],
    queryFn: ({ pageParam, signal }) => getAllItems(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor,
    placeholderData: keepPreviousData,
  });

export const useBoardItems = (filter: BoardItemsFilter) => useInfiniteQuery(boardItemsQueryOptions(filter));
