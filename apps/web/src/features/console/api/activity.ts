import { type ActivityQuery, consoleEndpoints } from '@portico/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { consoleKeys } from './keys';

export type ActivityFilters = Omit<ActivityQuery, 'cursor'>;

/** GET /api/console/activity: newest first, a page of 50 at a time (`cursor` from the page before). */
export const getActivity = async (query: ActivityQuery, signal?: AbortSignal) =>
  (await apiCall(consoleEndpoints.activity, { query, signal })).data;

export const activityQueryOptions = (filters: ActivityFilters) =>
  infiniteQueryOptions({
    queryKey: consoleKeys.activityList(filters),
    queryFn: ({ pageParam, signal }) =>
      getActivity({ ...filters, ...(pageParam && { cursor: pageParam }) }, signal),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 10_000,
  });

/** The entries of the last filters stay on screen while new ones load, so the list does not blink. */
export const useActivity = (filters: ActivityFilters) =>
  useInfiniteQuery({ ...activityQueryOptions(filters), placeholderData: keepPreviousData });
