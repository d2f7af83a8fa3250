import * as account from './account';
import * as auth from './auth';
import * as boards from './boards';
import { messageResponseSchema } from './common';
import type { EndpointDef } from './endpoint-def';
import { signInRoutes } from './sign-in';
import * as tenant from './tenant';

export { ENDPOINT_ACCESS, type EndpointAccess, type EndpointDef, buildPath } from './endpoint-def';

const def = <const E extends EndpointDef>(e: E) => e;

/**
 * The portal's calls (§7). The whole catalogue, with the console's, is `endpoints` (catalogue.ts); the web
 * app's portal screens import only these, so the console's schemas stay out of the portal's bundle.
 */
export const portalEndpoints = {
  login: def({
    ...signInRoutes.login,
    body: auth.loginRequestSchema,
    response: auth.sessionResponseSchema,
    summary: 'Sign in with email and password',
  }),
  signup: def({
    method: 'POST',
    path: '/api/auth/signup',
    query: auth.signupQuerySchema,
    body: auth.signupRequestSchema,
    response: auth.signupResponseSchema,
    auth: false,
    summary: 'Create an account (per the tenant signup method)',
  }),
  tokenLogin: def({
    method: 'POST',
    path: '/api/auth/token-login',
    body: auth.tokenLoginRequestSchema,
    response: auth.sessionResponseSchema,
    auth: false,
    summary: 'Sign in with a one-time login token',
  }),
  oidcAuthorize: def({
    ...signInRoutes.oidcAuthorize,
    query: auth.oidcAuthorizeQuerySchema,
    response: auth.oidcAuthorizeResponseSchema,
    summary: 'Start sign-in with the identity provider: the URL to send the browser to',
  }),
  signinWithGoogle: def({
    method: 'POST',
    path: '/api/auth/signin-with-google',
    body: auth.oidcSigninRequestSchema,
    response: auth.oidcSigninResponseSchema,
    auth: false,
    summary: 'Finish sign-in with the identity provider (OpenID Connect)',
  }),
  logout: def({
    method: 'POST',
    path: '/api/auth/logout',
    response: messageResponseSchema,
    auth: true,
    summary: 'Revoke the current access token',
  }),
  checkUserAuth: def({
    method: 'GET',
    path: '/api/auth/check-user-auth',
    response: auth.checkUserAuthResponseSchema,
    auth: true,
    summary: 'The signed-in user',
  }),
  checkSignupPermission: def({
    ...signInRoutes.checkSignupPermission,
    query: tenant.signupPermissionQuerySchema,
    response: tenant.signupPermissionResponseSchema,
    summary: 'The tenant signup method, logo, description and subscription status',
  }),
  validateSubDomain: def({
    method: 'GET',
    path: '/api/subdomain/validateSubDomain/:subdomain',
    params: tenant.validateSubdomainParamsSchema,
    response: tenant.validateSubdomainResponseSchema,
    auth: true,
    summary: 'Validate the tenant of the host',
  }),
  changePassword: def({
    method: 'PATCH',
    path: '/api/user/change-password',
    body: account.changePasswordRequestSchema,
    response: account.changePasswordResponseSchema,
    auth: true,
    summary: 'Change the password (ends the other sessions)',
  }),
  updateProfile: def({
    method: 'PATCH',
    path: '/api/user/update-profile',
    body: 'multipart',
    response: account.updateProfileResponseSchema,
    auth: true,
    summary: 'Update name and profile picture (multipart: name, profilePicture?)',
  }),
  updateLanguage: def({
    method: 'PATCH',
    path: '/api/user/language',
    body: account.updateLanguageRequestSchema,
    response: account.updateLanguageResponseSchema,
    auth: true,
    summary: "Choose the language Portico speaks to the signed-in person (null: the portal's)",
  }),
  sendFeedback: def({
    method: 'POST',
    path: '/api/feedback/send-feedback',
    body: account.feedbackRequestSchema,
    response: account.feedbackResponseSchema,
    auth: true,
    summary: 'Send feedback',
  }),
  getAllItems: def({
    method: 'GET',
    path: '/api/boards/getAllItems',
    query: boards.getAllItemsQuerySchema,
    response: boards.getAllItemsResponseSchema,
    auth: true,
    access: 'boards',
    summary: 'A page of board items (keyset cursor, search, assigned-to-me filter)',
  }),
  getPhotothumbs: def({
    method: 'GET',
    path: '/api/boards/getPhotothumbs',
    response: boards.photoThumbsResponseSchema,
    auth: true,
    access: 'boards',
    summary: 'The tenant people directory with photos',
  }),
  getAllGroups: def({
    method: 'GET',
    path: '/api/boards/getAllGroups/:boardId',
    params: boards.boardParamsSchema,
    response: boards.getAllGroupsResponseSchema,
    auth: true,
    access: 'boards',
    summary: 'The groups of a board',
  }),
  getItemDetails: def({
    method: 'GET',
    path: '/api/boards/getItemDetails/:itemId',
    params: boards.itemParamsSchema,
    query: boards.boardQuerySchema,
    response: boards.getItemDetailsResponseSchema,
    auth: true,
    access: 'boards',
    summary: 'One item with all its visible column values',
  }),
  updateItem: def({
    method: 'POST',
    path: '/api/boards/updateItem/:itemId',
    params: boards.itemParamsSchema,
    query: boards.boardQuerySchema,
    body: 'multipart',
    response: boards.updateItemResponseSchema,
    auth: true,
    access: 'boards',
    summary: 'Update column values of an item (multipart)',
  }),
  createItem: def({
    method: 'POST',
    path: '/api/boards/create-new-item/:boardId/:groupId',
    params: boards.createItemParamsSchema,
    query: boards.createItemQuerySchema,
    body: 'multipart',
    response: boards.createItemResponseSchema,
    auth: true,
    access: 'boards',
    summary: 'Create an item in a group (multipart)',
  }),
  getDropdownOptions: def({
    method: 'POST',
    path: '/api/boards/getDropdownOptions/:boardId',
    params: boards.boardParamsSchema,
    body: boards.dropdownOptionsRequestSchema,
    response: boards.dropdownOptionsResponseSchema,
    auth: true,
    access: 'boards',
    summary: 'Options of status, dropdown, tags and people columns',
  }),
  editableColumns: def({
    method: 'GET',
    path: '/api/boards/editableColumns',
    query: boards.boardQuerySchema,
    response: boards.editableColumnsResponseSchema,
    auth: true,
    access: 'boards',
    summary: 'The columns a user may fill when adding an item',
  }),
} as const satisfies Record<string, EndpointDef>;
