import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { t } from '@/lib/i18n';

export const Component = () => (
  <>
    <title>{t('auth.pageTitle.forgotPassword')}</title>
    <ForgotPasswordForm />
  </>
);
