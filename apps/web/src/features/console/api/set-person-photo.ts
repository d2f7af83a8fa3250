import { multipartBodies, toFormData, consoleEndpoints } from '@portico/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { useInvalidateConsole } from './invalidate';

/** PUT /api/console/people/:personId/photo: one image part `photo`; the server checks its bytes and size. */
export const setPersonPhoto = ({ personId, file }: { personId: string; file: File }) =>
  apiCall(consoleEndpoints.setPersonPhoto, {
    params: { personId },
    body: toFormData(multipartBodies.setPersonPhoto, {}, { photo: { blob: file, filename: file.name } }),
  });

export const useSetPersonPhoto = () => {
  const invalidate = useInvalidateConsole();
  return useMutation({ mutationFn: setPersonPhoto, onSuccess: invalidate });
};
