import { consoleEndpoints } from '@portico/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { consoleKeys } from './keys';

/** GET /api/console/overview: counts, the oldest signups awaiting approval, the plan. */
export const getConsoleOverview = async ({ signal }: { signal?: AbortSignal } = {}) =>
  (await apiCall(consoleEndpoints.consoleOverview, { signal })).data;

export const consoleOverviewQueryOptions = () =>
  queryOptions({ queryKey: consoleKeys.overview(), queryFn: getConsoleOverview, staleTime: 10_000 });

export const useConsoleOverview = () => useQuery(consoleOverviewQueryOptions());
