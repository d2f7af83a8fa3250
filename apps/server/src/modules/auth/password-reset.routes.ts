import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@portico/contract';
import { routeOf } from '../../plugins/route-schema';
import type { Services } from '../../services';

/** Forgotten passwords and invitation links (password-reset.service.ts). No token: the link is the key. */
export const passwordResetRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const { passwordReset } = services;

  app.route({
    ...routeOf(endpoints.forgotPassword),
    handler: async (request) => passwordReset.forgotPassword(request.tenant(), request.body, request.ip),
  });

  app.route({
    ...routeOf(endpoints.checkResetToken),
    handler: async (request) => passwordReset.checkResetToken(request.tenant(), request.body, request.ip),
  });

  app.route({
    ...routeOf(endpoints.resetPassword),
    handler: async (request) => passwordReset.resetPassword(request.tenant(), request.body, request.ip),
  });
};
