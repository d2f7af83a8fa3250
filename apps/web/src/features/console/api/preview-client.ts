import { consoleEndpoints } from '@portico/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/**
 * POST /api/console/clients/:userId/preview: a read-only session of the client, for a new tab (lib/
 * preview.ts); the staff member's own session is not touched and nothing listed changes.
 */
export const previewClient = async (userId: string) =>
  apiCall(consoleEndpoints.previewClient, { params: { userId } });

export const usePreviewClient = () => useMutation({ mutationFn: previewClient });
