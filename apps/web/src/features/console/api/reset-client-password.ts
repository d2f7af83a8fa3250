import { consoleEndpoints } from '@portico/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** POST /api/console/clients/:userId/reset-password: a generated password, shown once; sessions end. */
export const resetClientPassword = (userId: string) =>
  apiCall(consoleEndpoints.resetClientPassword, { params: { userId } });

export const useResetClientPassword = () => useMutation({ mutationFn: resetClientPassword });
