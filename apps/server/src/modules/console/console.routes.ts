import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleMessages, endpoints, previewMessages } from '@portico/contract';
import { staffOf } from '../../plugins/request-context';
import { routeOf } from '../../plugins/route-schema';
import type { ConsoleService } from './console.service';
import { activityActorOf } from '../activity';

/** The services these routes use (app.ts passes exactly these). */
export interface ConsoleRouteServices {
  console: ConsoleService;
}

/**
 * The console's calls. Who may make each is declared by its endpoint (`access`) and decided before the
 * request is read (plugins/request-context.ts); a handler takes its staff member from `staffOf`.
 */
export const consoleRoutes: FastifyPluginAsyncZod<{ services: ConsoleRouteServices }> = async (
  app,
  { services },
) => {
  const { console: svc } = services;

  app.route({
    ...routeOf(endpoints.consoleOverview),
    handler: async (request) => {
      const { tenant } = staffOf(request);
      return { success: true as const, data: await svc.overview(tenant) };
    },
  });

  app.route({
    ...routeOf(endpoints.listClients),
    handler: async (request) => {
      const { tenant } = staffOf(request);
      return { success: true as const, data: await svc.listClients(tenant, request.query) };
    },
  });

  app.route({
    ...routeOf(endpoints.inviteClient),
    handler: async (request) => {
      const actor = staffOf(request);
      const { tenant } = actor;
      const data = await svc.inviteClient(tenant, request.body, activityActorOf(actor));
      return { success: true as const, message: consoleMessages.clientInvited, data };
    },
  });

  app.route({
    ...routeOf(endpoints.updateClient),
    handler: async (request) => {
      const actor = staffOf(request);
      const { tenant } = actor;
      const data = await svc.updateClient(
        tenant,
        request.params.userId,
        request.body,
        activityActorOf(actor),
      );
      return { success: true as const, message: consoleMessages.clientUpdated, data };
    },
  });

  app.route({
    ...routeOf(endpoints.approveClient),
    handler: async (request) => {
      const actor = staffOf(request);
      const { tenant } = actor;
      const data = await svc.approve(tenant, request.params.userId, activityActorOf(actor));
      return { success: true as const, message: consoleMessages.clientApproved, data };
    },
  });

  app.route({
    ...routeOf(endpoints.rejectClient),
    handler: async (request) => {
      const actor = staffOf(request);
      const { tenant } = actor;
      await svc.reject(tenant, request.params.userId, activityActorOf(actor));
      return { success: true as const, message: consoleMessages.clientRejected };
    },
  });

  app.route({
    ...routeOf(endpoints.clientSignInLink),
    handler: async (request) => {
      const actor = staffOf(request);
      const { tenant } = actor;
      return {
        success: true as const,
        data: await svc.clientSignInLink(tenant, request.params.userId, activityActorOf(actor)),
      };
    },
  });

  app.route({
    ...routeOf(endpoints.resetClientPassword),
    handler: async (request) => {
      const actor = staffOf(request);
      const { tenant } = actor;
      const password = await svc.resetClientPassword(tenant, request.params.userId, activityActorOf(actor));
      return { success: true as const, message: consoleMessages.passwordReset, data: { password } };
    },
  });

  app.route({
    ...routeOf(endpoints.previewClient),
    handler: async (request) => {
      const actor = staffOf(request);
      const by = { ...activityActorOf(actor), id: actor.user.id };
      const data = await svc.previewClient(actor.tenant, request.params.userId, by);
      return { success: true as const, message: previewMessages.opened, data };
    },
  });

  app.route({
    ...routeOf(endpoints.listStaff),
    handler: async (request) => {
      const { tenant } = staffOf(request);
      return { success: true as const, data: { staff: await svc.listStaff(tenant) } };
    },
  });

  app.route({
    ...routeOf(endpoints.inviteStaff),
    handler: async (request) => {
      const actor = staffOf(request);
      const { tenant } = actor;
      const data = await svc.inviteStaff(tenant, request.body, activityActorOf(actor));
      return { success: true as const, message: consoleMessages.staffInvited, data };
    },
  });

  app.route({
    ...routeOf(endpoints.updateStaff),
    handler: async (request) => {
      const actor = staffOf(request);
      const { tenant } = actor;
      const data = await svc.setStaffRole(
        tenant,
        request.params.userId,
        request.body.role,
        activityActorOf(actor),
      );
      return { success: true as const, message: consoleMessages.staffUpdated, data };
    },
  });

  app.route({
    ...routeOf(endpoints.staffSignInLink),
    handler: async (request) => {
      const actor = staffOf(request);
      const data = await svc.staffSignInLink(actor.tenant, request.params.userId, activityActorOf(actor));
      return { success: true as const, data };
    },
  });

  app.route({
    ...routeOf(endpoints.removeStaff),
    handler: async (request) => {
      const actor = staffOf(request);
      await svc.removeStaff(actor.tenant, request.params.userId, activityActorOf(actor));
      return { success: true as const, message: consoleMessages.staffRemoved };
    },
  });
};
