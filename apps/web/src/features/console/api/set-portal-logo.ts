import { multipartBodies, toFormData, consoleEndpoints } from '@portico/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { useSettingsSaved } from './settings-saved';

/** PUT /api/console/settings/logo: one image part `logo`; the server checks it is an image and its size. */
export const setPortalLogo = (file: File) =>
  apiCall(consoleEndpoints.setPortalLogo, {
    body: toFormData(multipartBodies.setPortalLogo, {}, { logo: { blob: file, filename: file.name } }),
  });

export const useSetPortalLogo = () => {
  const saved = useSettingsSaved();
  return useMutation({ mutationFn: setPortalLogo, onSuccess: saved });
};
