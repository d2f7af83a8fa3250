import { portalEndpoints } from '@portico/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** Where to send the browser to sign in with the identity provider; it comes back to /callback. */
export const oidcAuthorize = async (slug: string) =>
  (await apiCall(portalEndpoints.oidcAuthorize, { query: { slug } })).data.url;

export const useOidcAuthorize = () =>
  useMutation({
    mutationFn: oidcAuthorize,
    onSuccess: (url) => window.location.assign(url),
  });
