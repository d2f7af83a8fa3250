import { OidcCallback } from '@/features/auth/components/oidc-callback';

export const Component = () => (
  <>
    <title>Signing in · Portico</title>
    <OidcCallback />
  </>
);
