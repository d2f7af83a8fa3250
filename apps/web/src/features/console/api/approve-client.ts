import { consoleEndpoints } from '@portico/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { useInvalidateConsole } from './invalidate';

/** POST /api/console/clients/:userId/approve: a signup awaiting approval becomes active. */
export const approveClient = (userId: string) =>
  apiCall(consoleEndpoints.approveClient, { params: { userId } });

export const useApproveClient = () => {
  const invalidate = useInvalidateConsole();
  return useMutation({ mutationFn: approveClient, onSuccess: invalidate });
};
