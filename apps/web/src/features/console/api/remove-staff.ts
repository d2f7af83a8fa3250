import { consoleEndpoints } from '@portico/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { useInvalidateConsole } from './invalidate';

/** DELETE /api/console/staff/:userId. */
export const removeStaff = (userId: string) => apiCall(consoleEndpoints.removeStaff, { params: { userId } });

export const useRemoveStaff = () => {
  const invalidate = useInvalidateConsole();
  return useMutation({ mutationFn: removeStaff, onSuccess: invalidate });
};
