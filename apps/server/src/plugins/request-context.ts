import fp from 'fastify-plugin';
import type { FastifyContextConfig, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { type EndpointAccess, serverMessages } from '@portico/contract';
import { inSlugScope, withTenantScope } from '../db/tenant-scope';
import { AppError, notFound } from '../lib/errors';
import type { AuthContext } from '../domain/auth-context';
import {
  type StaffActor,
  actorOf,
  authorizeAccess,
  authorizeConsole,
  authorizePreview,
  consoleAreaOf,
} from '../modules/policy';
import type { Tenant } from '../domain/tenant';
import { slugFromHost } from '../lib/tenant-host';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Requires a valid bearer token of the host's tenant. */
    auth?: boolean;
    /** Who may make the call at all (the contract's `access`), decided before the request is read. */
    access?: EndpointAccess;
    /** A preview may make this call (policy `previewMayCall`). */
    allowedInPreview?: boolean;
    /** Routes that do not belong to a tenant (health, API docs). */
    tenant?: boolean;
  }
  interface FastifyRequest {
    /** The tenant of the host; resolved before the handler of every tenant route. */
    tenant(): Tenant;
    /** The signed-in user, session and tenant; present on routes with `config.auth`. */
    auth(): AuthContext;
    tenantRow: Tenant | null;
    authContext: AuthContext | null;
  }
}

const bearer = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (!header) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  return m ? (m[1] as string) : null;
};

/**
 * Resolves the tenant from the host for every API route (404 for an unknown one), then, for routes that
 * need it, the session from the bearer token — always within that tenant, so a token of tenant A on
 * tenant B's host is simply unknown.
 */
/**
 * What the request context needs of the auth and tenants services, stated here so this plugin depends on
 * the domain types only, not on the modules whose routes it serves.
 */
export interface RequestContextServices {
  auth: {
    /** A session known from the unchanged-database cache, answered without a query. */
    knownSession(slug: string, token: string): AuthContext | undefined;
    authenticateHost(slug: string, token: string): Promise<AuthContext>;
  };
  tenants: { findBySlug(slug: string): Promise<Tenant | undefined> };
}

const plugin: FastifyPluginAsync<{ services: RequestContextServices }> = async (app, { services }) => {
  app.decorateRequest('tenantRow', null);
  app.decorateRequest('authContext', null);
  app.decorateRequest('tenant', function (this: FastifyRequest) {
    if (!this.tenantRow) throw new Error('Tenant not resolved for this route');
    return this.tenantRow;
  });
  app.decorateRequest('auth', function (this: FastifyRequest) {
    if (!this.authContext) throw new Error('Authentication not resolved for this route');
    return this.authContext;
  });

  /**
   * Sets the signed-in context, then refuses (403) a preview's call that would change something and a
   * call the actor may not make at all (policy `authorizeAccess`): in onRequest, so before the body is
   * parsed or validated.
   */
  const signedIn = (
    request: FastifyRequest,
    config: FastifyContextConfig,
    auth: AuthContext,
  ): Error | undefined => {
    request.authContext = auth;
    request.tenantRow = auth.tenant;
    try {
      authorizePreview(auth, { method: request.method, allowedInPreview: config.allowedInPreview === true });
      if (config.access) authorizeAccess(actorOf(auth), config.access);
      return undefined;
    } catch (error) {
      return error as Error;
    }
  };

  // Callback style rather than async: a session known from the unchanged-database cache is answered
  // without a promise, which is most requests.
  app.addHook('onRequest', (request, _reply, done) => {
    // One read: each read of routeOptions builds the object anew.
    const { config, url } = request.routeOptions;
    // The API's documentation (its routes come from @fastify/swagger-ui) belongs to no tenant either.
    if (!url?.startsWith('/api/') || config.tenant === false || url.startsWith('/api/docs')) return done();
    // The Host header as sent (with a port, if any): slugFromHost reads the first label of any form of it.
    const slug = slugFromHost(request.host);
    if (!slug) return done(notFound(serverMessages.tenantNotFound));
    // From here on the request works in its tenant's scope: on PostgreSQL, row-level security confines
    // every query it makes to that tenant (db/tenant-scope.ts).
    const enter = (tenant: Tenant, error: Error | undefined) => withTenantScope(tenant.id, () => done(error));
    const token = config.auth ? bearer(request) : null;
    if (token) {
      const known = services.auth.knownSession(slug, token);
      if (known) return enter(known.tenant, signedIn(request, config, known));
      // Tenant and session in one query: every authenticated call starts with it.
      services.auth
        .authenticateHost(slug, token)
        .then((auth) => enter(auth.tenant, signedIn(request, config, auth)), done);
      return;
    }
    inSlugScope(
      slug,
      () => services.tenants.findBySlug(slug),
      (t) => t?.id,
    ).then((tenant) => {
      if (!tenant) return done(notFound(serverMessages.tenantNotFound));
      request.tenantRow = tenant;
      enter(tenant, config.auth ? new AppError(401, serverMessages.authRequired) : undefined);
    }, done);
  });
};

export const requestContextPlugin = fp(plugin, { name: 'request-context' });

/**
 * The staff member making a console call, for its handler. The request context has already refused
 * everybody else by the route's declared access; this reads the same declaration, so a handler cannot
 * ask for another area than its endpoint declares.
 */
export const staffOf = (request: FastifyRequest): StaffActor => {
  const area = consoleAreaOf(request.routeOptions.config.access);
  if (!area)
    throw new Error(
      `${request.routeOptions.url} is not a console call (its endpoint declares no staff access)`,
    );
  return authorizeConsole(actorOf(request.auth()), area);
};
