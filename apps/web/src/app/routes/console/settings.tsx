import { AdminOnly } from '@/features/console/components/shared/admin-only';
import { SettingsScreen } from '@/features/console/components/settings/settings-screen';
import { useConsoleAccess } from '@/features/console/hooks/use-console-access';
import { t } from '@/lib/i18n';

/** /console/settings: administrators set up the portal; an editor who comes here is told it is not for them. */
export const Component = () => {
  const { isAdmin } = useConsoleAccess();
  return isAdmin ? <SettingsScreen /> : <AdminOnly screen={t('console.nav.settings')} />;
};
