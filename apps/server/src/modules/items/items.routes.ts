import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@portico/contract';
import { readMultipart, withUploads } from '../../plugins/multipart';
import { routeOf } from '../../plugins/route-schema';
import type { ItemsService } from './items.service';
import type { FilesService } from '../files';
import { actorOf } from '../policy';
import type { BodyReader } from './items.service';

/** Streams column files of an item write into storage (any type, at most 5 MB, removed again on failure). */
export const itemBodyReader =
  (files: FilesService, request: FastifyRequest): BodyReader =>
  (acceptFile) => {
    const { tenant, user } = request.auth();
    return readMultipart(request, {
      acceptFile,
      store: (part) =>
        files.storeUpload({
          tenantId: tenant.id,
          createdBy: user.id,
          kind: 'column',
          filename: part.filename,
          stream: part.file,
          accept: 'any',
        }),
      discard: (file) => files.discard(tenant.id, file.id),
    });
  };

/** Item responses are assembled JSON (items.presenter.ts); a string with a JSON type is sent as is. */
export const sendJson = (reply: FastifyReply, json: string) =>
  reply.type('application/json; charset=utf-8').send(json);

/** The services these routes use (app.ts passes exactly these). */
export interface ItemsRouteServices {
  items: ItemsService;
  files: FilesService;
}

export const itemsRoutes: FastifyPluginAsyncZod<{ services: ItemsRouteServices }> = async (
  app,
  { services },
) => {
  const { items, files } = services;

  /** Board calls are made by portal clients: their session is the actor the policy decides for. */
  const actorOfRequest = (request: FastifyRequest) => actorOf(request.auth());

  const bodyReader = (request: FastifyRequest) => itemBodyReader(files, request);

  app.route({
    ...routeOf(endpoints.getAllItems),
    handler: async (request, reply) =>
      sendJson(reply, await items.list(actorOfRequest(request), request.query)),
  });

  app.route({
    ...routeOf(endpoints.getItemDetails),
    handler: async (request, reply) =>
      sendJson(
        reply,
        await items.details(actorOfRequest(request), request.params.itemId, request.query.boardId),
      ),
  });

  // A multipart body: parsed in a scope of its own (plugins/multipart.ts).
  await withUploads(app, (uploads) => {
    uploads.route({
      ...routeOf(endpoints.updateItem),
      handler: async (request, reply) =>
        sendJson(
          reply,
          await items.update(
            actorOfRequest(request),
            request.params.itemId,
            request.query.boardId,
            bodyReader(request),
          ),
        ),
    });

    uploads.route({
      ...routeOf(endpoints.createItem),
      handler: async (request, reply) => {
        const { boardId, groupId } = request.params;
        const json = await items.create(
          actorOfRequest(request),
          boardId,
          groupId,
          request.query.itemName,
          bodyReader(request),
        );
        return sendJson(reply, json);
      },
    });
  });
};
