import { type LoginRequest, portalEndpoints } from '@portico/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { storeSession } from '@/lib/storage';

/** POST /api/auth/login; on success the access token and the user are stored (§3, §7). */
export const login = async (body: LoginRequest) => {
  const { data } = await apiCall(portalEndpoints.login, { body });
  storeSession(data);
  return data;
};

export const useLogin = () => useMutation({ mutationFn: login });
