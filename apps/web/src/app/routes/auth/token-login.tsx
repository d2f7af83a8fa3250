import { TokenLogin } from '@/features/auth/components/token-login';
import { t } from '@/lib/i18n';

export const Component = () => (
  <>
    <title>{t('auth.pageTitle.signingIn')}</title>
    <TokenLogin />
  </>
);
