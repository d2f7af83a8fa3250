import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@portico/contract';
import { routeOf } from '../../plugins/route-schema';
import type { Services } from '../../services';
import { actorOf, authorizeBoards } from '../policy/policy';

export const peopleRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { people } = services;

  app.route({
    ...routeOf(endpoints.getPhotothumbs),
    handler: async (request) => {
      const actor = actorOf(request.auth());
      // The tenant's directory: every client of the tenant may see it (it names the people to assign).
      authorizeBoards(actor);
      return { success: true as const, data: { users: await people.thumbs(actor.tenant.id) } };
    },
  });
};
