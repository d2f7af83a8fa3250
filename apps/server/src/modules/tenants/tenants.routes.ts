import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@portico/contract';
import { routeOf } from '../../plugins/route-schema';
import type { TenantsService } from './tenants.service';

/** The services these routes use (app.ts passes exactly these). */
export interface TenantsRouteServices {
  tenants: TenantsService;
}

export const tenantsRoutes: FastifyPluginAsyncZod<{ services: TenantsRouteServices }> = async (
  app,
  { services },
) => {
  const { checkSignupPermission, validateSubDomain } = endpoints;

  app.route({
    ...routeOf(checkSignupPermission),
    handler: async (request) => {
      const tenant = request.tenant();
      services.tenants.assertSlug(tenant, request.query.slug);
      return { success: true as const, data: services.tenants.publicInfo(tenant) };
    },
  });

  app.route({
    ...routeOf(validateSubDomain),
    handler: async (request) => {
      const tenant = request.tenant();
      services.tenants.assertSlug(tenant, request.params.subdomain);
      return { success: true as const, data: services.tenants.publicInfo(tenant) };
    },
  });
};
