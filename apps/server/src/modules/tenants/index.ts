// The tenants module's public API: a portal's settings, branding and public information.
export {
  DEFAULT_TENANT_SETTINGS,
  type TenantSettings,
  type TenantsService,
  createTenantsService,
} from './tenants.service';
export { type TenantsRouteServices, tenantsRoutes } from './tenants.routes';
// A tenant read in the caller's transaction (the notifications' subscriber and digest).
export { findTenantById } from './tenants.repository';
