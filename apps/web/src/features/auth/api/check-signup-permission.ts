import { portalEndpoints } from '@portico/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { tenantSlug } from '@/lib/tenant';

export const checkSignupPermission = async (slug: string, signal?: AbortSignal) =>
  (await apiCall(portalEndpoints.checkSignupPermission, { query: { slug }, signal })).data;

/** The tenant's signup method, logo and description: the auth screens read it (cached for the visit). */
export const signupPermissionQueryOptions = (slug: string = tenantSlug()) =>
  queryOptions({
    queryKey: ['auth', 'signup-permission', slug],
    queryFn: ({ signal }) => checkSignupPermission(slug, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useSignupPermission = () => useQuery(signupPermissionQueryOptions());
