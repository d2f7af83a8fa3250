import { consoleEndpoints } from '@portico/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { useSettingsSaved } from './settings-saved';

/** DELETE /api/console/settings/logo: the portal shows its name's initial again. */
export const removePortalLogo = () => apiCall(consoleEndpoints.removePortalLogo);

export const useRemovePortalLogo = () => {
  const saved = useSettingsSaved();
  return useMutation({ mutationFn: removePortalLogo, onSuccess: saved });
};
