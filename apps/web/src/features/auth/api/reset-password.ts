import { type ResetPasswordRequest, passwordResetEndpoints } from '@portico/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { storeSession } from '@/lib/storage';

/** POST /api/auth/reset-password: sets the password and signs in; the session is stored as login does. */
export const resetPassword = async (body: ResetPasswordRequest) => {
  const { data } = await apiCall(passwordResetEndpoints.resetPassword, { body });
  storeSession(data);
  return data;
};

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
