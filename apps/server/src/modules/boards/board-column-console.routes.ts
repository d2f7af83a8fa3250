import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { columnMessages, endpoints } from '@portico/contract';
import { staffOf } from '../../plugins/request-context';
import { routeOf } from '../../plugins/route-schema';
import type { ColumnConsoleService } from './board-column-console.service';
import { activityActorOf } from '../activity';

/** The services these routes use (app.ts passes exactly these). */
export interface ConsoleColumnsRouteServices {
  columnConsole: ColumnConsoleService;
}

/** The console's columns (staff: the content area). */
export const consoleColumnsRoutes: FastifyPluginAsyncZod<{ services: ConsoleColumnsRouteServices }> = async (
  app,
  { services },
) => {
  const svc = services.columnConsole;
  const staff = (request: FastifyRequest) => {
    const actor = staffOf(request);
    return { tenant: actor.tenant, by: activityActorOf(actor) };
  };

  app.route({
    ...routeOf(endpoints.consoleColumns),
    handler: async (request) => {
      const { tenant } = staff(request);
      return { success: true as const, data: { columns: await svc.list(tenant, request.params.boardId) } };
    },
  });

  app.route({
    ...routeOf(endpoints.addColumn),
    handler: async (request) => {
      const { tenant, by } = staff(request);
      const columns = await svc.add(tenant, request.params.boardId, request.body, by);
      return { success: true as const, message: columnMessages.columnAdded, data: { columns } };
    },
  });

  app.route({
    ...routeOf(endpoints.reorderColumns),
    handler: async (request) => {
      const { tenant, by } = staff(request);
      const columns = await svc.reorder(tenant, request.params.boardId, request.body.columnIds, by);
      return { success: true as const, message: columnMessages.columnsReordered, data: { columns } };
    },
  });

  app.route({
    ...routeOf(endpoints.updateColumn),
    handler: async (request) => {
      const { tenant, by } = staff(request);
      const { boardId, columnId } = request.params;
      const columns = await svc.update(tenant, boardId, columnId, request.body, by);
      return { success: true as const, message: columnMessages.columnSaved, data: { columns } };
    },
  });

  app.route({
    ...routeOf(endpoints.deleteColumn),
    handler: async (request) => {
      const { tenant, by } = staff(request);
      const { boardId, columnId } = request.params;
      const { columns, values } = await svc.remove(tenant, boardId, columnId, request.query.values, by);
      return { success: true as const, message: columnMessages.columnDeleted(values), data: { columns } };
    },
  });
};
