import { ChangePasswordForm } from '@/features/settings/components/change-password-form';
import { SettingsSection } from './section';

export const Component = () => (
  <SettingsSection
    title="Change Password"
    description="Choose a new password. You stay signed in here; other devices are signed out."
  >
    <ChangePasswordForm />
  </SettingsSection>
);
