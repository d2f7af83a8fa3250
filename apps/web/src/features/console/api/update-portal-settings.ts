import { type UpdatePortalSettingsRequest, consoleEndpoints } from '@portico/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { useSettingsSaved } from './settings-saved';

/** PATCH /api/console/settings: only the settings that changed. */
export const updatePortalSettings = (changes: UpdatePortalSettingsRequest) =>
  apiCall(consoleEndpoints.updatePortalSettings, { body: changes });

export const useUpdatePortalSettings = () => {
  const saved = useSettingsSaved();
  return useMutation({ mutationFn: updatePortalSettings, onSuccess: saved });
};
