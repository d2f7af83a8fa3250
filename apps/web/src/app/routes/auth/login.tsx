import { LoginForm } from '@/features/auth/components/login-form';
import { t } from '@/lib/i18n';

export const Component = () => (
  <>
    <title>{t('auth.pageTitle.signIn')}</title>
    <LoginForm />
  </>
);
