import { PreferencesSettings } from '@/features/preferences/components/preferences-settings';
import { SettingsSection } from './section';

export const Component = () => (
  <SettingsSection
    title="User Preferences"
    description="How boards show and sort their items, and how dates read. Saved on this device."
  >
    <PreferencesSettings />
  </SettingsSection>
);
