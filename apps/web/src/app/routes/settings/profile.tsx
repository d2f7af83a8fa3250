import { ProfileForm } from '@/features/settings/components/profile-form';
import { SettingsSection } from './section';

export const Component = () => (
  <SettingsSection title="Update Profile" description="Your name and photo as the team sees them.">
    <ProfileForm />
  </SettingsSection>
);
