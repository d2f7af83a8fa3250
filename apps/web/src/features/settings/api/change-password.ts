import { type ChangePasswordRequest, endpoints } from '@portico/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** PATCH /api/user/change-password; the server ends the user's other sessions. */
export const changePassword = (body: ChangePasswordRequest) => apiCall(endpoints.changePassword, { body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
