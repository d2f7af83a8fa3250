// The auth module's public API: sessions and sign-in (password, one-time links, OpenID Connect), password
// resets and invitations, and the housekeeping of expired sessions and links.
export { type AuthContext, type AuthService, createAuthService } from './auth.service';
export { type AuthRouteServices, authRoutes } from './auth.routes';
export { type AuthHousekeeping, createAuthHousekeeping } from './housekeeping';
export { type OidcService, createOidcService } from './oidc.service';
export { type OidcRouteServices, oidcRoutes } from './oidc.routes';
export { type PasswordResetService, createPasswordResetService } from './password-reset.service';
export { type PasswordResetRouteServices, passwordResetRoutes } from './password-reset.routes';
