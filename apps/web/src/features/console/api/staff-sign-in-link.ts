import { consoleEndpoints } from '@portico/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** POST /api/console/staff/:userId/sign-in-link (administrators): a new one-time link; nothing listed changes. */
export const createStaffSignInLink = async (userId: string) =>
  (await apiCall(consoleEndpoints.staffSignInLink, { params: { userId } })).data;

export const useStaffSignInLink = () => useMutation({ mutationFn: createStaffSignInLink });
