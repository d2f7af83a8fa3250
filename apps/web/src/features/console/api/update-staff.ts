import { type StaffRole, consoleEndpoints } from '@portico/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { useInvalidateConsole } from './invalidate';

export interface UpdateStaffInput {
  userId: string;
  role: StaffRole;
}

/** PATCH /api/console/staff/:userId: a new role (the last administrator keeps theirs). */
export const updateStaff = ({ userId, role }: UpdateStaffInput) =>
  apiCall(consoleEndpoints.updateStaff, { params: { userId }, body: { role } });

export const useUpdateStaff = () => {
  const invalidate = useInvalidateConsole();
  return useMutation({ mutationFn: updateStaff, onSuccess: invalidate });
};
