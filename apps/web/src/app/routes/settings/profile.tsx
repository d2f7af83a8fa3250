import { ProfileForm } from '@/features/settings/components/profile-form';
import { t } from '@/lib/i18n';
import { SettingsSection } from './section';

export const Component = () => (
  <SettingsSection title={t('settings.profile.title')} description={t('settings.profile.description')}>
    <ProfileForm />
  </SettingsSection>
);
