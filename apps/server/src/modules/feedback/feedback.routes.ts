import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, serverMessages } from '@portico/contract';
import { routeOf } from '../../plugins/route-schema';
import type { FeedbackService } from './feedback.service';

/** The services these routes use (app.ts passes exactly these). */
export interface FeedbackRouteServices {
  feedback: FeedbackService;
}

export const feedbackRoutes: FastifyPluginAsyncZod<{ services: FeedbackRouteServices }> = async (
  app,
  { services },
) => {
  app.route({
    ...routeOf(endpoints.sendFeedback),
    handler: async (request) => {
      await services.feedback.send(request.auth(), request.body);
      return { success: true as const, message: serverMessages.feedbackSent };
    },
  });
};
