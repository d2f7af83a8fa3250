import { ChangePasswordForm } from '@/features/settings/components/change-password-form';
import { t } from '@/lib/i18n';
import { SettingsSection } from './section';

export const Component = () => (
  <SettingsSection
    title={t('settings.changePassword.title')}
    description={t('settings.changePassword.description')}
  >
    <ChangePasswordForm />
  </SettingsSection>
);
