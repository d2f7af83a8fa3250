/**
 * The catalogue's namespaces and the web's units, without the contract's values, so the web's build
 * configuration (apps/web/vite-messages.ts) can load it as it is.
 */
import type { Language } from '@portico/contract';

/** Each namespace, the unit of the web that loads it (`server`: the server's own, never sent to a browser). */
export const NAMESPACES = {
  common: 'start',
  auth: 'start',
  account: 'portal',
  api: 'start',
  navigation: 'portal',
  boards: 'portal',
  updates: 'portal',
  notifications: 'portal',
  settings: 'portal',
  console: 'console',
  consoleClients: 'consoleClients',
  consoleBoard: 'consoleBoard',
  staffBoard: 'staffBoard',
  consoleApi: 'console',
  email: 'server',
} as const;
export type Namespace = keyof typeof NAMESPACES;
export type Unit = (typeof NAMESPACES)[Namespace];
export const WEB_UNITS = [
  'start',
  'portal',
  'console',
  'consoleClients',
  'consoleBoard',
  'staffBoard',
] as const;
export type WebUnit = (typeof WEB_UNITS)[number];

/** The namespaces a unit loads. */
export const unitNamespaces = (unit: Unit): Namespace[] =>
  (Object.keys(NAMESPACES) as Namespace[]).filter((ns) => NAMESPACES[ns] === unit);

/**
 * A language the tests and translators use, never offered to people: English with every letter accented and
 * each text a third longer, in brackets, so an untranslated text (plain English) or a clipped one (no closing
 * bracket) shows at a glance.
 */
export const PSEUDO_LANGUAGE = 'pseudo';
export type CatalogueLanguage = Language | typeof PSEUDO_LANGUAGE;
