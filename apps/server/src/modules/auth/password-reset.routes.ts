import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@portico/contract';
import { routeOf } from '../../plugins/route-schema';
import type { PasswordResetService } from './password-reset.service';

/** The services these routes use (app.ts passes exactly these). */
export interface PasswordResetRouteServices {
  passwordReset: PasswordResetService;
}

/** Forgotten passwords and invitation links (password-reset.service.ts). No token: the link is the key. */
export const passwordResetRoutes: FastifyPluginAsyncZod<{ services: PasswordResetRouteServices }> = async (
  app,
  { services },
) => {
  const { passwordReset } = services;

  app.route({
    ...routeOf(endpoints.forgotPassword),
    handler: async (request, reply) => {
      // The account is looked up once the answer is out ('close': sent, or the client went away).
      const answered = new Promise<void>((resolve) => reply.raw.once('close', resolve));
      return passwordReset.forgotPassword(request.tenant(), request.body, request.ip, answered);
    },
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
