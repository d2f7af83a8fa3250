import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@portico/contract';
import { routeOf } from '../../plugins/route-schema';
import type { OidcService } from './oidc.service';
import { bindingCookie, bindingCookieName, clearedBindingCookie, readCookie } from './oidc.binding';
import type { OidcRequest } from './oidc.service';

/** Scheme and host as the browser sent them (X-Forwarded-* when PORTICO_TRUST_PROXY is on). */
const requestInfo = (request: FastifyRequest): OidcRequest => ({
  ip: request.ip,
  origin: `${request.protocol}://${request.host}`,
  log: request.log,
});

const isHttps = (request: FastifyRequest) => request.protocol === 'https';

/** The services these routes use (app.ts passes exactly these). */
export interface OidcRouteServices {
  oidc: OidcService;
}

export const oidcRoutes: FastifyPluginAsyncZod<{ services: OidcRouteServices }> = async (
  app,
  { services },
) => {
  const { oidc } = services;

  app.route({
    ...routeOf(endpoints.oidcAuthorize),
    handler: async (request, reply) => {
      // The URL carries a fresh single-use state: never cache it. The cookie binds it to this browser.
      reply.header('cache-control', 'no-store');
      const started = await oidc.authorize(request.tenant(), request.query.slug, requestInfo(request));
      reply.header('set-cookie', bindingCookie(started.state, started.browserSecret, isHttps(request)));
      return { success: true as const, data: { url: started.url } };
    },
  });

  app.route({
    ...routeOf(endpoints.signinWithGoogle),
    handler: async (request, reply) => {
      const { state } = request.body;
      // The state is spent by this call whatever its outcome, so its cookie goes too (on errors as well).
      if (state) reply.header('set-cookie', clearedBindingCookie(state, isHttps(request)));
      const browserSecret = state ? readCookie(request.headers.cookie, bindingCookieName(state)) : undefined;
      return oidc.signIn(request.tenant(), request.body, { ...requestInfo(request), browserSecret });
    },
  });
};
