// The notifications module's public API: the bell's service and routes, the triggers that subscribe to the
// change pipeline, and the digest the server runs.
export { type NotificationDigest, createDigest } from './notifications.digest';
export type { NotificationEmail, NotificationMailer } from './notifications.deliver';
export { createNotificationMailer } from './notifications.mailer';
export { type NotificationsRouteServices, notificationsRoutes } from './notifications.routes';
export { type NotificationsService, createNotificationsService } from './notifications.service';
export { type NotificationTriggers, createNotificationTriggers } from './notifications.triggers';
