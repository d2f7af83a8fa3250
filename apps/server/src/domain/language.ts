import { LANGUAGES, type Language } from '@portico/contract';

const KNOWN_LANGUAGES: ReadonlySet<string> = new Set(LANGUAGES);

/** A stored language code as the code works with it: null for none, and for one this version does not know. */
export const languageOf = (code: string | null): Language | null =>
  code !== null && KNOWN_LANGUAGES.has(code) ? (code as Language) : null;
