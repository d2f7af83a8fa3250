import { type AddPersonRequest, consoleEndpoints } from '@portico/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { useInvalidateConsole } from './invalidate';

/** POST /api/console/people. */
export const addPerson = (body: AddPersonRequest) => apiCall(consoleEndpoints.addPerson, { body });

export const useAddPerson = () => {
  const invalidate = useInvalidateConsole();
  return useMutation({ mutationFn: addPerson, onSuccess: invalidate });
};
