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
export * from './units';
