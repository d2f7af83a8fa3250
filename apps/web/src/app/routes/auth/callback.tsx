import { OidcCallback } from '@/features/auth/components/oidc-callback';

export const Component = OidcCallback;
