import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { endpoints, multipartBodies, peopleMessages } from '@portico/contract';
import { badRequest } from '../../lib/errors';
import { withImageUpload, withUploads } from '../../plugins/multipart';
import { staffOf } from '../../plugins/request-context';
import { routeOf } from '../../plugins/route-schema';
import type { ConsolePeopleService } from './console-people.service';
import type { FilesService } from '../files';
import { activityActorOf } from '../activity';

/** The services these routes use (app.ts passes exactly these). */
export interface ConsolePeopleRouteServices {
  consolePeople: ConsolePeopleService;
  files: FilesService;
}

/** The console's people directory (staff: the content area). */
export const consolePeopleRoutes: FastifyPluginAsyncZod<{ services: ConsolePeopleRouteServices }> = async (
  app,
  { services },
) => {
  const { consolePeople: svc, files } = services;
  const staff = (request: FastifyRequest) => {
    const actor = staffOf(request);
    return { actor, tenant: actor.tenant, by: activityActorOf(actor) };
  };

  app.route({
    ...routeOf(endpoints.listPeople),
    handler: async (request) => ({
      success: true as const,
      data: await svc.list(staff(request).tenant, request.query),
    }),
  });

  app.route({
    ...routeOf(endpoints.addPerson),
    handler: async (request) => {
      const { tenant, by } = staff(request);
      const data = await svc.add(tenant, request.body, by);
      return { success: true as const, message: peopleMessages.personAdded, data };
    },
  });

  app.route({
    ...routeOf(endpoints.updatePerson),
    handler: async (request) => {
      const { tenant, by } = staff(request);
      const data = await svc.update(tenant, request.params.personId, request.body, by);
      return { success: true as const, message: peopleMessages.personSaved, data };
    },
  });

  app.route({
    ...routeOf(endpoints.removePerson),
    handler: async (request) => {
      const { tenant, by } = staff(request);
      const itemsChanged = await svc.remove(tenant, request.params.personId, by);
      return {
        success: true as const,
        message: peopleMessages.personRemoved(itemsChanged),
        data: { itemsChanged },
      };
    },
  });

  // A multipart body: parsed in a scope of its own (plugins/multipart.ts).
  await withUploads(app, (uploads) => {
    uploads.route({
      ...routeOf(endpoints.setPersonPhoto),
      handler: async (request) => {
        const { actor, tenant, by } = staff(request);
        const upload = {
          files,
          tenantId: tenant.id,
          createdBy: actor.user.id,
          kind: 'person',
          fileFields: multipartBodies.setPersonPhoto.files,
        } as const;
        return withImageUpload(request, upload, async (body) => {
          if (body.fields.length > 0) throw badRequest('Send the photo image only.');
          if (body.files.length !== 1) throw badRequest(peopleMessages.photoMissing);
          const fileId = (body.files[0] as { file: { id: string } }).file.id;
          const data = await svc.usePhoto(tenant, request.params.personId, fileId, by);
          return { success: true as const, message: peopleMessages.photoSaved, data };
        });
      },
    });
  });

  app.route({
    ...routeOf(endpoints.removePersonPhoto),
    handler: async (request) => {
      const { tenant, by } = staff(request);
      const data = await svc.usePhoto(tenant, request.params.personId, null, by);
      return { success: true as const, message: peopleMessages.photoRemoved, data };
    },
  });
};
