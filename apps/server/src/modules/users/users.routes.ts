import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, multipartBodies, serverMessages } from '@portico/contract';
import { badRequest } from '../../lib/errors';
import { withImageUpload, withUploads } from '../../plugins/multipart';
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

  app.route({
    ...routeOf(endpoints.updateLanguage),
    handler: async (request) => {
      const { tenant, user } = request.auth();
      const data = await users.setLanguage(tenant, user, request.body.language);
      return { success: true as const, message: serverMessages.languageSaved, data };
    },
  });

  // A multipart body: parsed in a scope of its own (plugins/multipart.ts).
  await withUploads(app, (uploads) => {
    uploads.route({
      ...routeOf(endpoints.updateProfile),
      handler: async (request) => {
        const { tenant, user } = request.auth();
        const upload = {
          files,
          tenantId: tenant.id,
          createdBy: user.id,
          kind: 'avatar',
          fileFields: multipartBodies.updateProfile.files,
        } as const;
        return withImageUpload(request, upload, async (body) => {
          if (body.files.length > 1) throw badRequest('Send one profile picture at most.');
          // Keyed by request data: no prototype (readMultipart refuses prototype names too).
          const fields: Record<string, string> = Object.create(null) as Record<string, string>;
          for (const [name, value] of body.fields) fields[name] = value;
          const avatar = body.files[0]?.file ?? null;
          const data = await users.updateProfile(tenant, user, fields, avatar);
          return { success: true as const, message: serverMessages.profileUpdated, data };
        });
      },
    });
  });
};
