import { LoginForm } from '@/features/auth/components/login-form';

export const Component = () => (
  <>
    <title>Sign in · Portico</title>
    <LoginForm />
  </>
);
