// The tenant type moved to domain/tenant.ts (a leaf every module may import); this re-export is kept only
// for policy.test.ts until it imports from there.
export { type Tenant, toTenant } from '../../domain/tenant';
