import { consoleEndpoints } from '@portico/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { consoleKeys } from './keys';

/**
 * GET /api/console/activity/actors: who the activity log can be filtered by — the staff (for editors
 * too), the clients and the operator. Under `consoleKeys.all`, so a change of an account refreshes it.
 */
export const getActivityActors = async ({ signal }: { signal?: AbortSignal } = {}) =>
  (await apiCall(consoleEndpoints.activityActors, { signal })).data.actors;

export const activityActorsQueryOptions = () =>
  queryOptions({
    queryKey: [...consoleKeys.all, 'activity-actors'] as const,
    queryFn: getActivityActors,
    staleTime: 60_000,
  });

export const useActivityActors = () => useQuery(activityActorsQueryOptions());
