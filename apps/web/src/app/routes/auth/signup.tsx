import { SignupForm } from '@/features/auth/components/signup-form';

export const Component = () => (
  <>
    <title>Sign up · Portico</title>
    <SignupForm />
  </>
);
