import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@portico/contract';
import { routeOf } from '../../plugins/route-schema';
import type { BoardsService } from './boards.service';
import { actorOf } from '../policy';

/** The services these routes use (app.ts passes exactly these). */
export interface BoardsRouteServices {
  boards: BoardsService;
}

export const boardsRoutes: FastifyPluginAsyncZod<{ services: BoardsRouteServices }> = async (
  app,
  { services },
) => {
  const { boards } = services;

  // Board calls are made by portal clients: their session is the actor the policy decides for.
  app.route({
    ...routeOf(endpoints.getAllGroups),
    handler: async (request) => ({
      success: true as const,
      data: await boards.groups(actorOf(request.auth()), request.params.boardId),
    }),
  });

  app.route({
    ...routeOf(endpoints.editableColumns),
    handler: async (request) => ({
      success: true as const,
      data: await boards.editableColumns(actorOf(request.auth()), request.query.boardId),
    }),
  });

  app.route({
    ...routeOf(endpoints.getDropdownOptions),
    handler: async (request) => ({
      success: true as const,
      data: await boards.dropdownOptions(actorOf(request.auth()), request.params.boardId, request.body),
    }),
  });
};
