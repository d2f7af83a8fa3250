import { portalEndpoints } from '@portico/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** POST /api/auth/logout revokes the token; the caller clears local storage and leaves. */
export const logout = () => apiCall(portalEndpoints.logout);

export const useLogout = () => useMutation({ mutationFn: logout });
