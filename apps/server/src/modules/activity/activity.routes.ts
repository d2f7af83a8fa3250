import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@portico/contract';
import { staffOf } from '../../plugins/request-context';
import { routeOf } from '../../plugins/route-schema';
import type { ActivityService } from './activity.service';

/** The services these routes use (app.ts passes exactly these). */
export interface ActivityRouteServices {
  activity: ActivityService;
}

/** The console's log of the activity record (staff). */
export const activityRoutes: FastifyPluginAsyncZod<{ services: ActivityRouteServices }> = async (
  app,
  { services },
) => {
  app.route({
    ...routeOf(endpoints.activity),
    handler: async (request) => {
      const { tenant } = staffOf(request);
      return { success: true as const, data: await services.activity.list(tenant.id, request.query) };
    },
  });

  // Every staff member may filter the log by person, so editors get the staff here (not from listStaff).
  app.route({
    ...routeOf(endpoints.activityActors),
    handler: async (request) => {
      const { tenant } = staffOf(request);
      return { success: true as const, data: { actors: await services.activity.actors(tenant.id) } };
    },
  });
};
