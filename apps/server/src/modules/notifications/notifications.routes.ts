import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@portico/contract';
import { routeOf } from '../../plugins/route-schema';
import type { NotificationsService } from './notifications.service';
import { actorOf } from '../policy';

/** The services the notifications routes use (app.ts passes exactly these). */
export interface NotificationsRouteServices {
  notifications: NotificationsService;
}
type Services = NotificationsRouteServices;

/** The bell, the notification preferences and following items: each signed-in person's own. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const svc = services.notifications;

  app.route({
    ...routeOf(endpoints.listNotifications),
    handler: async (request) => ({
      success: true as const,
      data: await svc.list(actorOf(request.auth()), request.query),
    }),
  });

  app.route({
    ...routeOf(endpoints.unreadNotifications),
    handler: async (request) => ({
      success: true as const,
      data: { unread: await svc.unread(actorOf(request.auth())) },
    }),
  });

  app.route({
    ...routeOf(endpoints.readNotification),
    handler: async (request) => ({
      success: true as const,
      data: { unread: await svc.read(actorOf(request.auth()), request.params.notificationId) },
    }),
  });

  app.route({
    ...routeOf(endpoints.readAllNotifications),
    handler: async (request) => ({
      success: true as const,
      data: { unread: await svc.readAll(actorOf(request.auth())) },
    }),
  });

  app.route({
    ...routeOf(endpoints.notificationPreferences),
    handler: async (request) => ({
      success: true as const,
      data: await svc.preferences(actorOf(request.auth())),
    }),
  });

  app.route({
    ...routeOf(endpoints.updateNotificationPreferences),
    handler: async (request) => ({
      success: true as const,
      message: 'Notification settings saved.',
      data: await svc.savePreferences(actorOf(request.auth()), request.body),
    }),
  });

  app.route({
    ...routeOf(endpoints.itemFollow),
    handler: async (request) => {
      const { boardId, itemId } = request.params;
      return {
        success: true as const,
        data: { following: await svc.following(actorOf(request.auth()), boardId, itemId) },
      };
    },
  });

  for (const [endpoint, following] of [
    [endpoints.followItem, true],
    [endpoints.unfollowItem, false],
  ] as const)
    app.route({
      ...routeOf(endpoint),
      handler: async (request) => {
        const { boardId, itemId } = request.params;
        return {
          success: true as const,
          data: { following: await svc.follow(actorOf(request.auth()), boardId, itemId, following) },
        };
      },
    });
};
