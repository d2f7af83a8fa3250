import { portalEndpoints } from '@portico/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { tenantSlug } from '@/lib/tenant';

export const validateSubdomain = async (subdomain: string, signal?: AbortSignal) =>
  (await apiCall(portalEndpoints.validateSubDomain, { params: { subdomain }, signal })).data;

/** §4: the tenant of the host is validated before the authentication check; it does not retry either. */
export const validateSubdomainQueryOptions = (subdomain: string = tenantSlug()) =>
  queryOptions({
    queryKey: ['tenant', 'validate', subdomain],
    queryFn: ({ signal }) => validateSubdomain(subdomain, signal),
    retry: false,
  });

export const useValidateSubdomain = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...validateSubdomainQueryOptions(), enabled });
