import { type ForgotPasswordRequest, passwordResetEndpoints } from '@portico/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** POST /api/auth/forgot-password: the server emails a one-time reset link (same answer for any address). */
export const forgotPassword = async (body: ForgotPasswordRequest) =>
  apiCall(passwordResetEndpoints.forgotPassword, { body });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
