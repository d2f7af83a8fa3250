/** §1: the tenant is the first label of the host name (`acme.portal.example` → `acme`). */
export const tenantSlug = (hostname: string = window.location.hostname): string =>
  hostname.toLowerCase().split('.')[0] ?? '';
