import { type InviteStaffRequest, consoleEndpoints } from '@portico/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { useInvalidateConsole } from './invalidate';

/** POST /api/console/staff: a staff account with a role and a one-time sign-in link. */
export const inviteStaff = (body: InviteStaffRequest) => apiCall(consoleEndpoints.inviteStaff, { body });

export const useInviteStaff = () => {
  const invalidate = useInvalidateConsole();
  return useMutation({ mutationFn: inviteStaff, onSuccess: invalidate });
};
