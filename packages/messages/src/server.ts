/**
 * The server's own messages (the `email` namespace, unit `server`: emails and notification titles), in
 * every language, imported statically so the server's bundle (apps/server/build.mjs) carries them and
 * reads no file at run time. Never imported by the web.
 */
import type { Language } from '@portico/contract';
import ar from '../locales/ar/email.json' with { type: 'json' };
import de from '../locales/de/email.json' with { type: 'json' };
import en from '../locales/en/email.json' with { type: 'json' };
import es from '../locales/es/email.json' with { type: 'json' };
import fr from '../locales/fr/email.json' with { type: 'json' };
import ptBR from '../locales/pt-BR/email.json' with { type: 'json' };

/** A key of the server's messages, as English has them. */
export type EmailKey = keyof typeof en;

/** The server's messages (ICU MessageFormat, not compiled) of each language; each has every English key. */
export const EMAIL_MESSAGES: Readonly<Record<Language, Readonly<Record<EmailKey, string>>>> = {
  en,
  de,
  fr,
  es,
  'pt-BR': ptBR,
  ar,
};
