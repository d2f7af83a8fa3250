import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, serverMessages } from '@portico/contract';
import { routeOf } from '../../plugins/route-schema';
import type { Services } from '../../services';

export const feedbackRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.route({
    ...routeOf(endpoints.sendFeedback),
    handler: async (request) => {
      await services.feedback.send(request.auth(), request.body);
      return { success: true as const, message: serverMessages.feedbackSent };
    },
  });
};
