import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { boardMessages, endpoints } from '@portico/contract';
import { staffOf } from '../../plugins/request-context';
import { routeOf } from '../../plugins/route-schema';
import type { BoardConsoleService } from './board-console.service';
import { activityActorOf } from '../activity';

/** The services these routes use (app.ts passes exactly these). */
export interface ConsoleBoardsRouteServices {
  boardConsole: BoardConsoleService;
}

/** The console's boards and groups (staff: the content area). */
export const consoleBoardsRoutes: FastifyPluginAsyncZod<{ services: ConsoleBoardsRouteServices }> = async (
  app,
  { services },
) => {
  const svc = services.boardConsole;
  const staff = (request: FastifyRequest) => {
    const actor = staffOf(request);
    return { tenant: actor.tenant, by: activityActorOf(actor) };
  };

  app.route({
    ...routeOf(endpoints.consoleBoards),
    handler: async (request) => ({
      success: true as const,
      data: { boards: await svc.list(staff(request).tenant) },
    }),
  });

  app.route({
    ...routeOf(endpoints.createBoard),
    handler: async (request) => {
      const { tenant, by } = staff(request);
      const data = await svc.create(tenant, request.body, by);
      return { success: true as const, message: boardMessages.boardCreated, data };
    },
  });

  app.route({
    ...routeOf(endpoints.updateBoard),
    handler: async (request) => {
      const { tenant, by } = staff(request);
      const { board, message } = await svc.update(tenant, request.params.boardId, request.body, by);
      return { success: true as const, message, data: board };
    },
  });

  app.route({
    ...routeOf(endpoints.consoleGroups),
    handler: async (request) => {
      const { tenant } = staff(request);
      return { success: true as const, data: { groups: await svc.groups(tenant, request.params.boardId) } };
    },
  });

  app.route({
    ...routeOf(endpoints.addGroup),
    handler: async (request) => {
      const { tenant, by } = staff(request);
      const groups = await svc.addGroup(tenant, request.params.boardId, request.body, by);
      return { success: true as const, message: boardMessages.groupAdded, data: { groups } };
    },
  });

  app.route({
    ...routeOf(endpoints.reorderGroups),
    handler: async (request) => {
      const { tenant, by } = staff(request);
      const groups = await svc.reorderGroups(tenant, request.params.boardId, request.body.groupIds, by);
      return { success: true as const, message: boardMessages.groupsReordered, data: { groups } };
    },
  });

  app.route({
    ...routeOf(endpoints.updateGroup),
    handler: async (request) => {
      const { tenant, by } = staff(request);
      const { boardId, groupId } = request.params;
      const groups = await svc.updateGroup(tenant, boardId, groupId, request.body, by);
      return { success: true as const, message: boardMessages.groupSaved, data: { groups } };
    },
  });

  app.route({
    ...routeOf(endpoints.deleteGroup),
    handler: async (request) => {
      const { tenant, by } = staff(request);
      const { boardId, groupId } = request.params;
      const groups = await svc.deleteGroup(tenant, boardId, groupId, request.query.moveTo, by);
      return { success: true as const, message: boardMessages.groupDeleted, data: { groups } };
    },
  });
};
