import { type portalEndpoints, signInRoutes } from '@portico/contract';
import { apiRoute } from '@/lib/api-client';

/** Where to send the browser to sign in with the identity provider; it comes back to /callback. */
export const oidcAuthorize = async (slug: string) =>
  (
    await apiRoute<typeof portalEndpoints.oidcAuthorize>(signInRoutes.oidcAuthorize, {
      query: { slug },
    })
  ).data.url;
