import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@portico/contract';
import { staffOf } from '../../plugins/request-context';
import { routeOf } from '../../plugins/route-schema';
import type { ItemsConsoleService } from './items-console.service';
import type { FilesService } from '../files';
import { itemBodyReader, sendJson } from './items.routes';
import { withUploads } from '../../plugins/multipart';

/** The services these routes use (app.ts passes exactly these). */
export interface ConsoleItemsRouteServices {
  itemsConsole: ItemsConsoleService;
  files: FilesService;
}

/** The console's staff board (staff: the content area). */
export const consoleItemsRoutes: FastifyPluginAsyncZod<{ services: ConsoleItemsRouteServices }> = async (
  app,
  { services },
) => {
  const svc = services.itemsConsole;

  app.route({
    ...routeOf(endpoints.consoleItems),
    handler: async (request, reply) =>
      sendJson(reply, await svc.list(staffOf(request), request.params.boardId, request.query)),
  });

  // A multipart body: parsed in a scope of its own (plugins/multipart.ts).
  await withUploads(app, (uploads) => {
    uploads.route({
      ...routeOf(endpoints.createConsoleItem),
      handler: async (request, reply) => {
        const { boardId, groupId } = request.params;
        const actor = staffOf(request);
        const body = itemBodyReader(services.files, request);
        return sendJson(reply, await svc.create(actor, boardId, groupId, request.query.itemName, body));
      },
    });

    uploads.route({
      ...routeOf(endpoints.updateConsoleItem),
      handler: async (request, reply) => {
        const { boardId, itemId } = request.params;
        const actor = staffOf(request);
        return sendJson(
          reply,
          await svc.update(actor, boardId, itemId, itemBodyReader(services.files, request)),
        );
      },
    });
  });

  app.route({
    ...routeOf(endpoints.bulkItems),
    handler: async (request) => {
      const { itemIds, message } = await svc.bulk(staffOf(request), request.params.boardId, request.body);
      return { success: true as const, message, data: { itemIds } };
    },
  });
};
