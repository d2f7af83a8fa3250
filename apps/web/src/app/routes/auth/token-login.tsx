import { TokenLogin } from '@/features/auth/components/token-login';

export const Component = () => (
  <>
    <title>Signing in · Portico</title>
    <TokenLogin />
  </>
);
