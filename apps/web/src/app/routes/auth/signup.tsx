import { SignupForm } from '@/features/auth/components/signup-form';
import { t } from '@/lib/i18n';

export const Component = () => (
  <>
    <title>{t('auth.pageTitle.signUp')}</title>
    <SignupForm />
  </>
);
