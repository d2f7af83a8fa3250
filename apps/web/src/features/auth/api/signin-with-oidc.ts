import { endpoints, type OidcSigninRequest } from '@portico/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { storeSession } from '@/lib/storage';

/** POST /api/auth/signin-with-google with the provider's `code` and `state` read at /callback. */
export const signinWithOidc = async (body: OidcSigninRequest) => {
  const { data } = await apiCall(endpoints.signinWithGoogle, { body });
  storeSession(data);
  return data;
};

export const useSigninWithOidc = () => useMutation({ mutationFn: signinWithOidc });
