/**
 * Every route of the portal (§2) in one place: the router's patterns and typed builders for links and
 * navigation. No screen writes a path by hand.
 */

import {
  FORGOT_PASSWORD_PATH,
  NOTIFICATION_SETTINGS_PATH,
  RESET_PASSWORD_PATH,
  itemDetailsPath,
} from '@portico/contract';

/** Route parameters, by name: the router's patterns and the builders use the same names. */
export const PARAMS = { boardId: 'boardId', itemId: 'itemId', groupId: 'groupId' } as const;

const param = (name: keyof typeof PARAMS) => `:${PARAMS[name]}`;
const enc = encodeURIComponent;

export const paths = {
  home: () => '/',
  auth: () => '/auth',
  login: () => '/auth/login',
  signup: () => '/auth/signup',
  tokenLogin: () => '/auth/token-login',
  /** The server's emails link to these two (issue #8), so their paths come from the contract (web-paths.ts). */
  forgotPassword: () => FORGOT_PASSWORD_PATH,
  resetPassword: () => RESET_PASSWORD_PATH,
  callback: () => '/callback',
  error: () => '/error',
  board: (boardId: string) => `/board/${enc(boardId)}`,
  createItem: (boardId: string, groupId: string) => `/board/${enc(boardId)}/create-item/${enc(groupId)}`,
  item: (boardId: string, itemId: string) => itemDetailsPath(boardId, itemId),
  editItem: (boardId: string, itemId: string) => `${paths.item(boardId, itemId)}/edit-details`,
  settings: () => '/settings',
  profile: () => '/settings/profile',
  changePassword: () => '/settings/change-password',
  preferences: () => '/settings/preferences',
  /** Every notification email links here. */
  notificationSettings: () => NOTIFICATION_SETTINGS_PATH,
  console: () => '/console',
  consoleClients: () => '/console/clients',
  consoleStaff: () => '/console/staff',
  consoleActivity: () => '/console/activity',
  consoleSettings: () => '/console/settings',
  consoleBoards: () => '/console/boards',
  consoleBoard: (boardId: string) => `/console/boards/${enc(boardId)}`,
  consoleBoardItems: (boardId: string) => `/console/boards/${enc(boardId)}/items`,
  consolePeople: () => '/console/people',
} as const;

/** The router's patterns, built from the same segments (`:boardId` where a builder takes boardId). */
export const patterns = {
  board: `board/${param('boardId')}`,
  createItem: `board/${param('boardId')}/create-item/${param('groupId')}`,
  item: `board/${param('boardId')}/item-details/${param('itemId')}`,
  editItem: `board/${param('boardId')}/item-details/${param('itemId')}/edit-details`,
  login: 'login',
  signup: 'signup',
  tokenLogin: 'token-login',
  forgotPassword: 'forgot-password',
  resetPassword: 'reset-password',
  settings: 'settings',
  profile: 'profile',
  changePassword: 'change-password',
  preferences: 'preferences',
  notificationSettings: 'notifications',
  consoleClients: 'clients',
  consoleStaff: 'staff',
  consoleActivity: 'activity',
  consoleSettings: 'settings',
  consoleBoards: 'boards',
  consoleBoard: `boards/${param('boardId')}`,
  consoleBoardItems: `boards/${param('boardId')}/items`,
  consolePeople: 'people',
} as const;
