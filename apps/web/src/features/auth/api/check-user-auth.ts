import { portalEndpoints } from '@portico/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { storeUser } from '@/lib/storage';

export const checkUserAuth = async ({ signal }: { signal?: AbortSignal } = {}) => {
  const response = await apiCall(portalEndpoints.checkUserAuth, { signal });
  // §3: the user is kept locally as userData.
  storeUser(response.user);
  return response.user;
};

export const userQueryKey = ['auth', 'user'] as const;

/** §4: the authentication check does not retry — a failure sends the user to sign in at once. */
export const checkUserAuthQueryOptions = () =>
  queryOptions({ queryKey: userQueryKey, queryFn: checkUserAuth, retry: false });

export const useCheckUserAuth = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...checkUserAuthQueryOptions(), enabled });
