import { type TokenLoginRequest, portalEndpoints } from '@portico/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { storeSession } from '@/lib/storage';

/** The one-time login link: `{ slug, token }` for the session (the spec does not show the path). */
export const tokenLogin = async (body: TokenLoginRequest) => {
  const { data } = await apiCall(portalEndpoints.tokenLogin, { body });
  storeSession(data);
  return data;
};

export const useTokenLogin = () => useMutation({ mutationFn: tokenLogin });
