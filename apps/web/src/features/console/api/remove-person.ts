import { consoleEndpoints } from '@portico/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { useInvalidateConsole } from './invalidate';

/** DELETE /api/console/people/:personId: the person leaves every item that named them. */
export const removePerson = (personId: string) =>
  apiCall(consoleEndpoints.removePerson, { params: { personId } });

export const useRemovePerson = () => {
  const invalidate = useInvalidateConsole();
  return useMutation({ mutationFn: removePerson, onSuccess: invalidate });
};
