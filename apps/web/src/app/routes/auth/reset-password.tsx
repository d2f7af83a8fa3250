import { ResetPassword } from '@/features/auth/components/reset-password';
import { t } from '@/lib/i18n';

/**
 * The address holds a one-time token until the screen has read it: React hoists this meta into the head,
 * so nothing loaded meanwhile is sent a Referer with it (the server also answers with no-referrer).
 */
export const Component = () => (
  <>
    <title>{t('auth.pageTitle.resetPassword')}</title>
    <meta name="referrer" content="no-referrer" />
    <ResetPassword />
  </>
);
