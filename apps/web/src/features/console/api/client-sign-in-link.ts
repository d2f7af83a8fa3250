import { consoleEndpoints } from '@portico/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** POST /api/console/clients/:userId/sign-in-link: a new one-time link; nothing listed changes. */
export const createClientSignInLink = async (userId: string) =>
  (await apiCall(consoleEndpoints.clientSignInLink, { params: { userId } })).data;

export const useClientSignInLink = () => useMutation({ mutationFn: createClientSignInLink });
