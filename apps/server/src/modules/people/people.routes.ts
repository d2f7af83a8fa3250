import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@portico/contract';
import { routeOf } from '../../plugins/route-schema';
import type { PeopleService } from './people.service';
import { actorOf, authorizeBoards } from '../policy';

/** The services these routes use (app.ts passes exactly these). */
export interface PeopleRouteServices {
  people: PeopleService;
}

export const peopleRoutes: FastifyPluginAsyncZod<{ services: PeopleRouteServices }> = async (
  app,
  { services },
) => {
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
