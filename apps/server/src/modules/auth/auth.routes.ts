import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, serverMessages } from '@portico/contract';
import { routeOf } from '../../plugins/route-schema';
import type { AuthService } from './auth.service';
import type { UsersService } from '../users';

/** The services these routes use (app.ts passes exactly these). */
export interface AuthRouteServices {
  auth: AuthService;
  users: UsersService;
}

export const authRoutes: FastifyPluginAsyncZod<{ services: AuthRouteServices }> = async (
  app,
  { services },
) => {
  const { auth, users } = services;

  app.route({
    ...routeOf(endpoints.login),
    handler: async (request) => ({
      success: true as const,
      message: serverMessages.loginSuccess,
      data: await auth.login(request.tenant(), request.body, request.ip),
    }),
  });

  app.route({
    ...routeOf(endpoints.signup),
    handler: async (request) => auth.signup(request.tenant(), request.body, request.query.slug, request.ip),
  });

  app.route({
    ...routeOf(endpoints.tokenLogin),
    handler: async (request) => ({
      success: true as const,
      message: serverMessages.loginSuccess,
      data: await auth.tokenLogin(request.tenant(), request.body, request.ip),
    }),
  });

  app.route({
    ...routeOf(endpoints.logout),
    handler: async (request) => {
      await auth.logout(request.auth());
      return { success: true as const, message: serverMessages.logoutSuccess };
    },
  });

  app.route({
    ...routeOf(endpoints.checkUserAuth),
    handler: async (request) => {
      const { tenant, user } = request.auth();
      return { success: true as const, user: await users.present(tenant, user) };
    },
  });
};
