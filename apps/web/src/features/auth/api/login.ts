import { type LoginRequest, type portalEndpoints, signInRoutes } from '@portico/contract';
import { apiRoute } from '@/lib/api-client';
import { storeSession } from '@/lib/storage';

/** POST /api/auth/login; on success the access token and the user are stored (§3, §7). */
export const login = async (body: LoginRequest) => {
  const { data } = await apiRoute<typeof portalEndpoints.login>(signInRoutes.login, { body });
  storeSession(data);
  return data;
};
