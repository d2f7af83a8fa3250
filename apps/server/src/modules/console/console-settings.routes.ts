import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, multipartBodies, settingsMessages } from '@portico/contract';
import { badRequest } from '../../lib/errors';
import { withImageUpload, withUploads } from '../../plugins/multipart';
import { staffOf } from '../../plugins/request-context';
import { routeOf } from '../../plugins/route-schema';
import type { ConsoleSettingsService } from './console-settings.service';
import type { FilesService } from '../files';
import { activityActorOf } from '../activity';

/** The services these routes use (app.ts passes exactly these). */
export interface ConsoleSettingsRouteServices {
  consoleSettings: ConsoleSettingsService;
  files: FilesService;
}

/** The console's board access of clients (staff) and portal settings (administrators). */
export const consoleSettingsRoutes: FastifyPluginAsyncZod<{
  services: ConsoleSettingsRouteServices;
}> = async (app, { services }) => {
  const { consoleSettings: svc, files } = services;

  app.route({
    ...routeOf(endpoints.clientBoards),
    handler: async (request) => {
      const { tenant } = staffOf(request);
      return {
        success: true as const,
        data: { boards: await svc.clientBoards(tenant, request.params.userId) },
      };
    },
  });

  app.route({
    ...routeOf(endpoints.setClientBoards),
    handler: async (request) => {
      const actor = staffOf(request);
      const boards = await svc.setClientBoards(
        actor.tenant,
        request.params.userId,
        request.body.boardIds,
        activityActorOf(actor),
      );
      return { success: true as const, message: settingsMessages.boardsSaved, data: { boards } };
    },
  });

  app.route({
    ...routeOf(endpoints.portalSettings),
    handler: async (request) => {
      const { tenant } = staffOf(request);
      return { success: true as const, data: svc.settings(tenant) };
    },
  });

  app.route({
    ...routeOf(endpoints.updatePortalSettings),
    handler: async (request) => {
      const actor = staffOf(request);
      const data = await svc.update(actor.tenant, request.body, activityActorOf(actor));
      return { success: true as const, message: settingsMessages.settingsSaved, data };
    },
  });

  // A multipart body: parsed in a scope of its own (plugins/multipart.ts).
  await withUploads(app, (uploads) => {
    uploads.route({
      ...routeOf(endpoints.setPortalLogo),
      handler: async (request) => {
        const actor = staffOf(request);
        const { tenant, user } = actor;
        const upload = {
          files,
          tenantId: tenant.id,
          createdBy: user.id,
          kind: 'logo',
          fileFields: multipartBodies.setPortalLogo.files,
        } as const;
        return withImageUpload(request, upload, async (body) => {
          if (body.fields.length > 0) throw badRequest('Send the logo image only.');
          if (body.files.length !== 1) throw badRequest(settingsMessages.logoMissing);
          const fileId = (body.files[0] as { file: { id: string } }).file.id;
          const data = await svc.useLogo(tenant, fileId, activityActorOf(actor));
          return { success: true as const, message: settingsMessages.logoSaved, data };
        });
      },
    });
  });

  app.route({
    ...routeOf(endpoints.removePortalLogo),
    handler: async (request) => {
      const actor = staffOf(request);
      const data = await svc.useLogo(actor.tenant, null, activityActorOf(actor));
      return { success: true as const, message: settingsMessages.logoRemoved, data };
    },
  });
};
