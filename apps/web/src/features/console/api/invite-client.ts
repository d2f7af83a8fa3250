import { type InviteRequest, consoleEndpoints } from '@portico/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { useInvalidateConsole } from './invalidate';

/** POST /api/console/clients: an active client and a one-time sign-in link for them. */
export const inviteClient = (body: InviteRequest) => apiCall(consoleEndpoints.inviteClient, { body });

export const useInviteClient = () => {
  const invalidate = useInvalidateConsole();
  return useMutation({ mutationFn: inviteClient, onSuccess: invalidate });
};
