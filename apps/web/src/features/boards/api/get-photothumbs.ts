import { USERS_CACHE_MS, portalEndpoints } from '@portico/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { boardKeys } from './keys';

/** GET /api/boards/getPhotothumbs: the tenant's people (names, emails, photos) for people cells. */
export const getPhotothumbs = async (signal?: AbortSignal) =>
  (await apiCall(portalEndpoints.getPhotothumbs, { signal })).data.users;

/** §9: the users list is cached for 5 minutes. */
export const photothumbsQueryOptions = () =>
  queryOptions({
    queryKey: boardKeys.people,
    queryFn: ({ signal }) => getPhotothumbs(signal),
    staleTime: USERS_CACHE_MS,
    gcTime: USERS_CACHE_MS,
  });

export const usePhotothumbs = () => useQuery(photothumbsQueryOptions());
