import type { EndpointName } from '@portico/contract';
import { CONSOLE_ENDPOINTS } from '../../../test/support/console';
import type { Thing } from './authorization-matrix.requests';

/**
 * The rows of the authorization matrix (authorization-matrix.test.ts): the status each actor must get
 * from each endpoint for each thing, as data.
 */

/** One status per actor, in the order of ACTORS. */
export type Row = readonly [number, number, number, number, number, number, number];

/** Endpoints that reach no board, item, column or file of the tenant, and why. */
export const NOT_SCOPED: Partial<Record<EndpointName, string>> = {
  login: 'signs in with credentials; answers only their own user (auth tests)',
  signup: 'creates an account; no token, no board data',
  tokenLogin: 'signs in with a one-time token; answers only its own user',
  forgotPassword: 'emails a reset link to an address; the same answer whatever the address (auth tests)',
  checkResetToken: 'answers only the address of its own one-time link',
  resetPassword: "sets the password of its own one-time link's user and signs in as them",
  oidcAuthorize: 'answers the identity provider URL; no token, no tenant data',
  signinWithGoogle: 'signs in through the identity provider; answers only its own user',
  logout: "ends the caller's own session (used here to make the revoked token)",
  checkSignupPermission: "the tenant's public signup settings, by design without a token",
  validateSubDomain: "the host's own tenant settings; no board or item data (tenants tests)",
  changePassword: "the caller's own password",
  updateProfile: "the caller's own name and picture",
  sendFeedback: "the caller's own message to the operator",
  listNotifications: "the caller's own notifications (notifications tests: only what they may open is made)",
  unreadNotifications: "the caller's own unread count",
  readNotification:
    "marks one of the caller's own notifications (another's answers 404: notifications tests)",
  readAllNotifications: "marks the caller's own notifications",
  notificationPreferences: "the caller's own preferences",
  updateNotificationPreferences: "the caller's own preferences",
  liveEvents: 'a stream of ids, filtered per event by the same policy (modules/live/live.test.ts)',
};

// prettier-ignore
export const MATRIX: Partial<Record<EndpointName, Partial<Record<Thing, Row>>>> = {
  //                   granted ungranted restricted otherHere otherHome noToken revoked
  checkUserAuth: {
    tenant:            [200,    200,      200,       401,      200,      401,    401],
  },
  getPhotothumbs: {
    tenant:            [200,    200,      200,       401,      200,      401,    401],
  },
  // A person's own language (issue 26): whoever is signed in, on their own tenant; a preview is refused.
  updateLanguage: {
    tenant:            [200,    200,      200,       401,      200,      401,    401],
  },
  getAllItems: {
    board:             [200,    404,      200,       401,      404,      401,    401],
    search:            [200,    404,      200,       401,      404,      401,    401],
  },
  getAllGroups: {
    board:             [200,    404,      200,       401,      404,      401,    401],
  },
  editableColumns: {
    board:             [200,    404,      200,       401,      404,      401,    401],
  },
  getDropdownOptions: {
    board:             [200,    404,      200,       401,      404,      401,    401],
    hiddenColumn:      [404,    404,      404,       401,      404,      401,    401],
  },
  createItem: {
    board:             [200,    404,      200,       401,      404,      401,    401],
  },
  getItemDetails: {
    assigned:          [200,    404,      200,       401,      404,      401,    401],
    unassigned:        [200,    404,      404,       401,      404,      401,    401],
    missing:           [404,    404,      404,       401,      404,      401,    401],
  },
  updateItem: {
    assigned:          [200,    404,      200,       401,      404,      401,    401],
    unassigned:        [200,    404,      404,       401,      404,      401,    401],
    missing:           [404,    404,      404,       401,      404,      401,    401],
    hiddenColumn:      [404,    404,      404,       401,      404,      401,    401],
    readOnlyColumn:    [403,    404,      403,       401,      404,      401,    401],
  },
  // Updates on items (issue #8): a thread is read and written by whoever may open its item.
  listUpdates: {
    assigned:          [200,    404,      200,       401,      404,      401,    401],
    unassigned:        [200,    404,      404,       401,      404,      401,    401],
    missing:           [404,    404,      404,       401,      404,      401,    401],
  },
  createUpdate: {
    assigned:          [200,    404,      200,       401,      404,      401,    401],
    unassigned:        [200,    404,      404,       401,      404,      401,    401],
    missing:           [404,    404,      404,       401,      404,      401,    401],
  },
  mentionable: {
    assigned:          [200,    404,      200,       401,      404,      401,    401],
    unassigned:        [200,    404,      404,       401,      404,      401,    401],
    missing:           [404,    404,      404,       401,      404,      401,    401],
  },
  // The updates these name have no author: a client may neither edit nor delete them.
  editUpdate: {
    assigned:          [403,    404,      403,       401,      404,      401,    401],
    unassigned:        [403,    404,      404,       401,      404,      401,    401],
    missing:           [404,    404,      404,       401,      404,      401,    401],
  },
  deleteUpdate: {
    assigned:          [403,    404,      403,       401,      404,      401,    401],
    unassigned:        [403,    404,      404,       401,      404,      401,    401],
    missing:           [404,    404,      404,       401,      404,      401,    401],
  },
  // Following an item (issue #8): whoever may open it.
  itemFollow: {
    assigned:          [200,    404,      200,       401,      404,      401,    401],
    unassigned:        [200,    404,      404,       401,      404,      401,    401],
    missing:           [404,    404,      404,       401,      404,      401,    401],
  },
  followItem: {
    assigned:          [200,    404,      200,       401,      404,      401,    401],
    unassigned:        [200,    404,      404,       401,      404,      401,    401],
    missing:           [404,    404,      404,       401,      404,      401,    401],
  },
  unfollowItem: {
    assigned:          [200,    404,      200,       401,      404,      401,    401],
    unassigned:        [200,    404,      404,       401,      404,      401,    401],
    missing:           [404,    404,      404,       401,      404,      401,    401],
  },
  // The console is for staff: every client is refused, whatever they were granted (console tests
  // check staff, editors and other tenants' staff).
  ...Object.fromEntries(
    CONSOLE_ENDPOINTS.map((name) => [
      name,
      { tenant:        [403,    403,      403,       401,      403,      401,    401] },
    ]),
  ),
};

/**
 * The cells whose request with an empty body (`emptied`: the same call, `{}` or a form without parts)
 * answers otherwise than the full request: 400 for a body the contract refuses — but only once who asks
 * has been decided. A caller without a valid token (401) and one the endpoint is not for at all (a
 * client at the console: 403) get the same answer whatever they send, so these rows keep every 401 and
 * no console call has one. A JSON body is checked before the thing it names is looked up (the route's
 * schema); a multipart one after it, so no file is stored for an item that is not there for the actor
 * (docs/decisions.md, "Authorize first").
 */
// prettier-ignore
export const EMPTY_BODY: Partial<Record<EndpointName, Partial<Record<Thing, Row>>>> = {
  //                   granted ungranted restricted otherHere otherHome noToken revoked
  // The language is required: null follows the tenant's, a missing one is a mistake.
  updateLanguage: {
    tenant:            [400,    400,      400,       401,      400,      401,    401],
  },
  getDropdownOptions: {
    board:             [400,    400,      400,       401,      400,      401,    401],
    hiddenColumn:      [400,    400,      400,       401,      400,      401,    401],
  },
  createItem: {
    board:             [400,    404,      400,       401,      404,      401,    401],
  },
  updateItem: {
    assigned:          [400,    404,      400,       401,      404,      401,    401],
    unassigned:        [400,    404,      404,       401,      404,      401,    401],
    // Which column is written is in the body: without one, nothing is hidden or read-only.
    hiddenColumn:      [400,    404,      400,       401,      404,      401,    401],
    readOnlyColumn:    [400,    404,      400,       401,      404,      401,    401],
  },
  createUpdate: {
    assigned:          [400,    404,      400,       401,      404,      401,    401],
    unassigned:        [400,    404,      404,       401,      404,      401,    401],
  },
  editUpdate: {
    assigned:          [400,    400,      400,       401,      400,      401,    401],
    unassigned:        [400,    400,      400,       401,      400,      401,    401],
    missing:           [400,    400,      400,       401,      400,      401,    401],
  },
};

export const emptyRow = (name: EndpointName, thing: Thing, row: Row): Row => EMPTY_BODY[name]?.[thing] ?? row;
