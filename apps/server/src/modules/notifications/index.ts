// The notifications module's public API: the bell's service and routes, the triggers other modules call,
// and the digest the server runs.
export { type NotificationDigest, createDigest } from './notifications.digest';
export type { NotificationEmail, NotificationMailer } from './notifications.deliver';
export { createNotificationMailer } from './notifications.mailer';
export { notificationsRoutes } from './notifications.routes';
export { type NotificationsService, createNotificationsService } from './notifications.service';
export {
  type NotificationTriggers,
  type PostedUpdate,
  createNotificationTriggers,
} from './notifications.triggers';
