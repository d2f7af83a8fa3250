import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export const Component = () => (
  <>
    <title>Reset your password · Portico</title>
    <ForgotPasswordForm />
  </>
);
