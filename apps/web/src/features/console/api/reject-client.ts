import { consoleEndpoints } from '@portico/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { useInvalidateConsole } from './invalidate';

/** POST /api/console/clients/:userId/reject: the pending account is removed. */
export const rejectClient = (userId: string) =>
  apiCall(consoleEndpoints.rejectClient, { params: { userId } });

export const useRejectClient = () => {
  const invalidate = useInvalidateConsole();
  return useMutation({ mutationFn: rejectClient, onSuccess: invalidate });
};
