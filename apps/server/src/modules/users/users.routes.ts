import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, multipartBodies, serverMessages } from '@portico/contract';
import { badRequest } from '../../lib/errors';
import { discardAll, readMultipart, withUploads } from '../../plugins/multipart';
import { routeOf } from '../../plugins/route-schema';
import type { UsersService } from './users.service';
import type { FilesService } from '../files';

/** The services these routes use (app.ts passes exactly these). */
export interface UsersRouteServices {
  users: UsersService;
  files: FilesService;
}

export const usersRoutes: FastifyPluginAsyncZod<{ services: UsersRouteServices }> = async (
  app,
  { services },
) => {
  const { users, files } = services;

  app.route({
    ...routeOf(endpoints.changePassword),
    handler: async (request) => {
      const { tenant, user, sessionId } = request.auth();
      await users.changePassword(tenant, user, sessionId, request.body, request.ip);
      return { success: true as const, message: serverMessages.passwordChanged };
    },
  });

  // A multipart body: parsed in a scope of its own (plugins/multipart.ts).
  await withUploads(app, (uploads) => {
    uploads.route({
      ...routeOf(endpoints.updateProfile),
      handler: async (request) => {
        const { tenant, user } = request.auth();
        const discard = (file: { id: string }) => files.discard(tenant.id, file.id);
        const body = await readMultipart(request, {
          // The file parts the contract describes for this body (multipart-bodies.ts).
          acceptFile: (field) => (multipartBodies.updateProfile.files as readonly string[]).includes(field),
          store: (part) =>
            files.storeUpload({
              tenantId: tenant.id,
              createdBy: user.id,
              kind: 'avatar',
              filename: part.filename,
              stream: part.file,
              accept: 'image',
            }),
          discard,
        });
        try {
          if (body.files.length > 1) throw badRequest('Send one profile picture at most.');
          const fields = Object.fromEntries(body.fields);
          const avatar = body.files[0]?.file ?? null;
          const data = await users.updateProfile(tenant, user, fields, avatar);
          return { success: true as const, message: serverMessages.profileUpdated, data };
        } catch (error) {
          await discardAll(body, discard);
          throw error;
        }
      },
    });
  });
};
