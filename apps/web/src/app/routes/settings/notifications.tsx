import { NotificationPreferencesForm } from '@/features/notifications/components/notification-preferences-form';
import { SettingsSection } from './section';

export const Component = () => (
  <SettingsSection
    title="Notifications"
    description="Choose what shows under the bell and what reaches you by email: at once, in one email a day, or never."
  >
    <NotificationPreferencesForm />
  </SettingsSection>
);
