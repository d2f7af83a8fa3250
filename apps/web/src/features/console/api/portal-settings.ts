import { consoleEndpoints } from '@portico/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { consoleKeys } from './keys';

/** GET /api/console/settings (administrators): the portal's settings and branding, with the plan. */
export const getPortalSettings = async ({ signal }: { signal?: AbortSignal } = {}) =>
  (await apiCall(consoleEndpoints.portalSettings, { signal })).data;

export const portalSettingsQueryOptions = () =>
  queryOptions({ queryKey: consoleKeys.settings(), queryFn: getPortalSettings, staleTime: 10_000 });

export const usePortalSettings = () => useQuery(portalSettingsQueryOptions());
