import { OidcCallback } from '@/features/auth/components/oidc-callback';
import { t } from '@/lib/i18n';

export const Component = () => (
  <>
    <title>{t('auth.pageTitle.signingIn')}</title>
    <OidcCallback />
  </>
);
