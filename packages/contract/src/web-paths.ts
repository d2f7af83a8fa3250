/**
 * The portal's pages the server links to — in emails and in notifications — defined once for the server
 * and the web app's router. Kept free of zod, so the web app's first bundle can import it alone.
 */
export const LOGIN_PATH = '/auth/login';
export const FORGOT_PASSWORD_PATH = '/auth/forgot-password';
export const RESET_PASSWORD_PATH = '/auth/reset-password';
/** Every notification email links here. */
export const NOTIFICATION_SETTINGS_PATH = '/settings/notifications';
/** Where a signup waiting for approval leads staff. */
export const PENDING_CLIENTS_PATH = '/console/clients?status=pending';

/** The portal's page of an item. */
export const itemDetailsPath = (boardId: string, itemId: string) =>
  `/board/${encodeURIComponent(boardId)}/item-details/${encodeURIComponent(itemId)}`;
