/**
 * Issue 26: Portico's one message catalogue. Every text a person reads — the portal, the console, the server's
 * messages as the web shows them, emails and notifications — is a key here, with its text in every language
 * in `locales/<language>/<namespace>.json` (ICU MessageFormat: `{name}`, `{count, plural, one {…} other {…}}`).
 *
 * A namespace is the first part of each of its keys (`boards.empty` lives in `boards.json`). The web loads a
 * language by units: `start` with the first screen (the sign-in page and what every screen shares), then
 * `portal` or `console` beside the screens that need them; only the active language is ever loaded.
 */
import { LANGUAGES, type Language } from '@portico/contract';

export { LANGUAGES, type Language };

/** Each namespace, the unit of the web that loads it (`server`: the server's own, never sent to a browser). */
export const NAMESPACES = {
  common: 'start',
  auth: 'start',
  api: 'start',
  navigation: 'portal',
  boards: 'portal',
  updates: 'portal',
  notifications: 'portal',
  settings: 'portal',
  console: 'console',
  consoleApi: 'console',
  email: 'server',
} as const;
export type Namespace = keyof typeof NAMESPACES;
export type Unit = (typeof NAMESPACES)[Namespace];
export const WEB_UNITS = ['start', 'portal', 'console'] as const;
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
