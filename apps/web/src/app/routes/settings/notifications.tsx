import { NotificationPreferencesForm } from '@/features/notifications/components/notification-preferences-form';
import { t } from '@/lib/i18n';
import { SettingsSection } from './section';

export const Component = () => (
  <SettingsSection
    title={t('notifications.settingsPage.title')}
    description={t('notifications.settingsPage.description')}
  >
    <NotificationPreferencesForm />
  </SettingsSection>
);
