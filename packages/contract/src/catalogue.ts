import { consoleColumnEndpoints } from './console-column-endpoints';
import { consoleCsvEndpoints } from './console-csv-endpoints';
import { consoleEndpoints } from './console-endpoints';
import { consoleItemEndpoints } from './console-item-endpoints';
import { type EndpointDef, portalEndpoints } from './endpoints';
import { notificationEndpoints } from './notification-endpoints';
import { liveEndpoints } from './live-endpoints';
import { passwordResetEndpoints } from './password-reset';
import { updateEndpoints } from './update-endpoints';

/**
 * Every call of the API, the portal's and the console's: the server registers its routes from it and the
 * OpenAPI document lists it. Kept in a module of its own so that a bundle importing only the portal's
 * calls (`portalEndpoints`) or one of the console's catalogues does not hold the others' schemas.
 */
export const endpoints = {
  ...portalEndpoints,
  ...consoleEndpoints,
  ...consoleColumnEndpoints,
  ...consoleItemEndpoints,
  ...consoleCsvEndpoints,
  ...notificationEndpoints,
  ...passwordResetEndpoints,
  ...updateEndpoints,
  ...liveEndpoints,
} as const satisfies Record<string, EndpointDef>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
