import { type OidcSigninRequest, portalEndpoints } from '@portico/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { storeSession } from '@/lib/storage';

/**
 * POST /api/auth/signin-with-google with the provider's `code` and `state` read at /callback (the browser's
 * binding cookie goes along by itself). A session is stored at once; an account that waits for an
 * administrator's approval gets only a message, as signup with approval does (§4). The body is returned
 * as is (§7).
 */
export const signinWithOidc = async (body: OidcSigninRequest) => {
  const response = await apiCall(portalEndpoints.signinWithGoogle, { body });
  if (response.data) storeSession(response.data);
  return response;
};

export const useSigninWithOidc = () => useMutation({ mutationFn: signinWithOidc });
