import { type UpdateClientRequest, consoleEndpoints } from '@portico/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { useInvalidateConsole } from './invalidate';

export interface UpdateClientInput {
  userId: string;
  changes: UpdateClientRequest;
}

/** PATCH /api/console/clients/:userId: disable or enable, or set "only items assigned to them". */
export const updateClient = ({ userId, changes }: UpdateClientInput) =>
  apiCall(consoleEndpoints.updateClient, { params: { userId }, body: changes });

export const useUpdateClient = () => {
  const invalidate = useInvalidateConsole();
  return useMutation({ mutationFn: updateClient, onSuccess: invalidate });
};
