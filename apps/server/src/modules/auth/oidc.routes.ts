import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, serverMessages } from '@portico/contract';
import { routeOf } from '../../plugins/route-schema';
import type { Services } from '../../services';
import type { OidcRequest } from './oidc.service';

/** Scheme and host as the browser sent them (X-Forwarded-* when PORTICO_TRUST_PROXY is on). */
const requestInfo = (request: FastifyRequest): OidcRequest => ({
  ip: request.ip,
  origin: `${request.protocol}://${request.host}`,
  log: request.log,
});

export const oidcRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { oidc } = services;

  app.route({
    ...routeOf(endpoints.oidcAuthorize),
    handler: async (request, reply) => {
      // The URL carries a fresh single-use state: never cache it.
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        data: await oidc.authorize(request.tenant(), request.query.slug, requestInfo(request)),
      };
    },
  });

  app.route({
    ...routeOf(endpoints.signinWithGoogle),
    handler: async (request) => ({
      success: true as const,
      message: serverMessages.loginSuccess,
      data: await oidc.signIn(request.tenant(), request.body, requestInfo(request)),
    }),
  });
};
