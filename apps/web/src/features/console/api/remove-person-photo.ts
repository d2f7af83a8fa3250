import { consoleEndpoints } from '@portico/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { useInvalidateConsole } from './invalidate';

/** DELETE /api/console/people/:personId/photo: the directory's own photo (an account's picture stays). */
export const removePersonPhoto = (personId: string) =>
  apiCall(consoleEndpoints.removePersonPhoto, { params: { personId } });

export const useRemovePersonPhoto = () => {
  const invalidate = useInvalidateConsole();
  return useMutation({ mutationFn: removePersonPhoto, onSuccess: invalidate });
};
