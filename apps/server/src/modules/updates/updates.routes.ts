import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_UPDATE_ATTACHMENTS, endpoints, updateMessages } from '@portico/contract';
import { badRequest } from '../../lib/errors';
import { readMultipart, withUploads } from '../../plugins/multipart';
import { routeOf } from '../../plugins/route-schema';
import type { FilesService } from '../files';
import type { UpdatesService } from './updates.service';
import { actorOf } from '../policy';

/** The services the updates routes use (app.ts passes exactly these). */
export interface UpdatesRouteServices {
  updates: UpdatesService;
  files: FilesService;
}
type Services = UpdatesRouteServices;

/**
 * Reads a new update's multipart body: attachments are `files` parts, stored as column files are (any type
 * recognised by its bytes, at most 5 MB, no empty file), at most MAX_UPDATE_ATTACHMENTS of them.
 */
const updateBodyReader = (files: Services['files'], request: FastifyRequest) => () => {
  const { tenant, user } = request.auth();
  let count = 0;
  return readMultipart(request, {
    acceptFile: (field) => field === 'files',
    store: (part) => {
      count += 1;
      if (count > MAX_UPDATE_ATTACHMENTS) {
        part.file.resume();
        return Promise.reject(badRequest(updateMessages.tooManyAttachments));
      }
      return files.storeUpload({
        tenantId: tenant.id,
        createdBy: user.id,
        kind: 'update',
        filename: part.filename,
        stream: part.file,
        accept: 'any',
      });
    },
    discard: (file) => files.discard(tenant.id, file.id),
  });
};

export const updatesRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { updates, files } = services;
  const actor = (request: FastifyRequest) => actorOf(request.auth());

  app.route({
    ...routeOf(endpoints.listUpdates),
    handler: async (request) => {
      const { boardId, itemId } = request.params;
      const data = await updates.list(actor(request), boardId, itemId, request.query.cursor);
      return { success: true as const, data };
    },
  });

  // A multipart body: parsed in a scope of its own (plugins/multipart.ts).
  await withUploads(app, (uploads) => {
    uploads.route({
      ...routeOf(endpoints.createUpdate),
      handler: async (request) => {
        const { boardId, itemId } = request.params;
        const data = await updates.create(actor(request), boardId, itemId, updateBodyReader(files, request));
        return { success: true as const, message: updateMessages.posted, data };
      },
    });
  });

  app.route({
    ...routeOf(endpoints.editUpdate),
    handler: async (request) => {
      const { boardId, itemId, updateId } = request.params;
      const data = await updates.edit(actor(request), boardId, itemId, updateId, request.body.body);
      return { success: true as const, message: updateMessages.edited, data };
    },
  });

  app.route({
    ...routeOf(endpoints.deleteUpdate),
    handler: async (request) => {
      const { boardId, itemId, updateId } = request.params;
      await updates.remove(actor(request), boardId, itemId, updateId);
      return { success: true as const, message: updateMessages.deleted };
    },
  });

  app.route({
    ...routeOf(endpoints.mentionable),
    handler: async (request) => {
      const { boardId, itemId } = request.params;
      const people = await updates.mentionable(actor(request), boardId, itemId, request.query.q);
      return { success: true as const, data: { people } };
    },
  });
};
