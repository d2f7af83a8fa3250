import { type ChangePasswordRequest, portalEndpoints } from '@portico/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** PATCH /api/user/change-password; the server ends the user's other sessions. */
export const changePassword = (body: ChangePasswordRequest) =>
  apiCall(portalEndpoints.changePassword, { body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
