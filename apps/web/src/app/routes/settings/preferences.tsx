import { PreferencesSettings } from '@/features/preferences/components/preferences-settings';
import { LanguageForm } from '@/features/settings/components/language-form';
import { useTenantValidation } from '@/features/tenant/hooks/use-tenant-validation';
import { t } from '@/lib/i18n';
import { SettingsSection } from './section';

/** The board preferences (this device's), then the language (the account's), whose default is the portal's. */
export const Component = () => {
  // The frame validated the tenant already: this reads its answer from the query's cache.
  const { tenant } = useTenantValidation();
  return (
    <SettingsSection
      title={t('settings.preferences.title')}
      description={t('settings.preferences.description')}
    >
      <PreferencesSettings />
      <LanguageForm tenantLanguage={tenant?.language} />
    </SettingsSection>
  );
};
