import { type UpdatePersonRequest, consoleEndpoints } from '@portico/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { useInvalidateConsole } from './invalidate';

/** PATCH /api/console/people/:personId: the name and, for people without an account, the email. */
export const updatePerson = ({ personId, ...body }: UpdatePersonRequest & { personId: string }) =>
  apiCall(consoleEndpoints.updatePerson, { params: { personId }, body });

export const useUpdatePerson = () => {
  const invalidate = useInvalidateConsole();
  return useMutation({ mutationFn: updatePerson, onSuccess: invalidate });
};
