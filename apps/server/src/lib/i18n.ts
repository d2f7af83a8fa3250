/**
 * Issue 26: the server's own texts — emails and notification titles — in a person's language, from the
 * catalogue's `email` namespace (packages/messages/src/server.ts, bundled with the server). Each language's
 * messages are compiled once, when it is first used, into a Lingui instance of its own: requests run
 * concurrently, so nothing activates a language globally.
 */
import { type I18n, setupI18n } from '@lingui/core';
import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LANGUAGE, type Language, RTL_LANGUAGES } from '@portico/contract';
import { EMAIL_MESSAGES, type EmailKey } from '@portico/messages/server';

export type { EmailKey };
export type MessageValues = Readonly<Record<string, string | number>>;
/** A language's texts: a key of the `email` namespace and its values → the text. */
export interface Translate {
  (key: EmailKey, values?: MessageValues): string;
  /** The language it writes. */
  readonly language: Language;
}

const instances = new Map<Language, I18n>();

/** A language's messages compiled; a key it lacks (the catalogue's tests refuse that) reads in English. */
const compile = (language: Language): Record<string, CompiledMessage> => {
  const messages: Record<string, string> = {
    ...EMAIL_MESSAGES[DEFAULT_LANGUAGE],
    ...EMAIL_MESSAGES[language],
  };
  const out: Record<string, CompiledMessage> = {};
  for (const [key, text] of Object.entries(messages)) {
    try {
      out[key] = compileMessageOrThrow(text);
    } catch (error) {
      throw new Error(`${language} ${key}: ${(error as Error).message}`, { cause: error });
    }
  }
  return out;
};

const i18nOf = (language: Language): I18n => {
  let i18n = instances.get(language);
  if (!i18n) {
    i18n = setupI18n({ locale: language, messages: { [language]: compile(language) } });
    instances.set(language, i18n);
  }
  return i18n;
};

/** The texts of one language (its plurals by its own rules). */
export const translator = (language: Language): Translate => {
  const i18n = i18nOf(language);
  return Object.assign((key: EmailKey, values?: MessageValues) => i18n._(key, values), { language });
};

/** Which way a language is written. */
export const directionOf = (language: Language): 'rtl' | 'ltr' =>
  RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';

/** The language a person reads what the server writes them in: their own, else their tenant's. */
export const recipientLanguage = (
  person: { language: Language | null },
  tenant: { language: Language },
): Language => person.language ?? tenant.language;
