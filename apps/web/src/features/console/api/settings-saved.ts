import type { PortalSettings } from '@portico/contract';
import { useQueryClient } from '@tanstack/react-query';
import { consoleKeys } from './keys';

/**
 * A settings call answers with the settings as saved: they replace the cached ones at once (the form
 * starts again from them), and the tenant's public details (name, logo in the console's corner and on the
 * sign-in page) load again. The tenant's key is the tenant feature's ['tenant', …]; features do not import
 * each other, so it is named here.
 */
export const useSettingsSaved = () => {
  const queryClient = useQueryClient();
  return (response: { data: PortalSettings }) => {
    queryClient.setQueryData(consoleKeys.settings(), response.data);
    void queryClient.invalidateQueries({ queryKey: ['tenant'] });
    void queryClient.invalidateQueries({ queryKey: consoleKeys.overview() });
  };
};
