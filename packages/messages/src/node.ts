/**
 * The catalogue on disk, for what runs in Node: the web's build (apps/web/vite-messages.ts), the server, and
 * the tests. Messages are compiled here, once, so the browser never parses MessageFormat.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Language } from '@portico/contract';
import {
  type CatalogueLanguage,
  NAMESPACES,
  type Namespace,
  PSEUDO_LANGUAGE,
  type Unit,
  unitNamespaces,
} from './units';

export const LOCALES_DIR = path.resolve(import.meta.dirname, '..', 'locales');

export type Messages = Record<string, string>;

export const namespaceFile = (language: Language, namespace: Namespace): string =>
  path.join(LOCALES_DIR, language, `${namespace}.json`);

/** A namespace's messages in a language ({} when its file is missing: the tests say which). */
export const readNamespace = (language: Language, namespace: Namespace): Messages => {
  const file = namespaceFile(language, namespace);
  if (!fs.existsSync(file)) return {};
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Messages;
};

/** The namespaces that translate the API's English texts (api-messages.ts). */
export const API_NAMESPACES: readonly Namespace[] = ['api', 'consoleApi'];

/**
 * Every message of a unit in a language, compiled; the pseudo-language is English made strange. In English
 * the API's texts need no translation: the web shows them as the server wrote them, so they are left out.
 */
export const compileUnit = (language: CatalogueLanguage, unit: Unit): Record<string, CompiledMessage> => {
  const source = language === PSEUDO_LANGUAGE ? 'en' : language;
  const messages: Messages = {};
  for (const ns of unitNamespaces(unit))
    if (language !== 'en' || !API_NAMESPACES.includes(ns)) Object.assign(messages, readNamespace(source, ns));
  return compile(messages, language === PSEUDO_LANGUAGE);
};

/** The English templates of the API's texts a unit translates (`{ 'api.server.boardNotFound': 'Board not found.' }`). */
export const apiTemplates = (unit: Unit): Messages => {
  const out: Messages = {};
  for (const ns of unitNamespaces(unit))
    if (API_NAMESPACES.includes(ns)) Object.assign(out, readNamespace('en', ns));
  return out;
};

/** Compiles messages (a message that is not valid MessageFormat throws, naming its key). */
export const compile = (messages: Messages, pseudo = false): Record<string, CompiledMessage> => {
  const out: Record<string, CompiledMessage> = {};
  for (const [key, text] of Object.entries(messages)) {
    try {
      out[key] = pseudo ? pseudoMessage(text) : compileMessageOrThrow(text);
    } catch (error) {
      throw new Error(`${key}: ${(error as Error).message}`, { cause: error });
    }
  }
  return out;
};

/** The catalogue's languages, as its folders (the contract's LANGUAGES: catalogue.test.ts). */
export const catalogueLanguages = (): Language[] =>
  fs
    .readdirSync(LOCALES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name as Language);

/** The files of every namespace in every language (the web's build watches them). */
export const catalogueFiles = (): string[] =>
  catalogueLanguages().flatMap((language) =>
    (Object.keys(NAMESPACES) as Namespace[]).map((ns) => namespaceFile(language, ns)),
  );

type Token = CompiledMessage extends (infer T)[] | string ? T : never;

/**
 * A message's placeholders as `name:type` (`count:plural`, `0:`), nested choices included: what every
 * language's text of a key must share.
 */
export const placeholdersOf = (text: string): string[] => {
  const found = new Set<string>();
  const walk = (message: CompiledMessage) => {
    if (typeof message === 'string') return;
    for (const token of message as Token[]) {
      if (typeof token === 'string') continue;
      const [name, type, format] = token as [string, string?, unknown?];
      found.add(`${name}:${type ?? ''}`);
      if (format && typeof format === 'object')
        for (const [choice, branch] of Object.entries(format as Record<string, unknown>))
          if (choice !== 'offset' && branch !== undefined) walk(branch as CompiledMessage);
    }
  };
  walk(compileMessageOrThrow(text));
  return [...found].sort();
};

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [
    c,
    [...'àƀçđéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÀßÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][i] as string,
  ]),
);

/** A text's letters accented and its vowels doubled (a third longer); rich-text tags `<0>` and `#` kept. */
const pseudoString = (text: string): string =>
  text
    .split(/(<\/?\d+\/?>|#)/)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : [...part]
            .map((c) => {
              const accented = ACCENTED[c];
              if (!accented) return c;
              return 'aeiouAEIOU'.includes(c) ? accented + accented : accented;
            })
            .join(''),
    )
    .join('');

/**
 * English made strange and a third longer, in brackets — `⟦Šîîĝñ îîñ⟧` — its placeholders, choices and
 * tags untouched: an untranslated text (plain English) or a clipped one (no closing bracket) shows at once.
 */
export const pseudoMessage = (text: string): CompiledMessage => {
  const compiled = compileMessageOrThrow(text, pseudoString);
  return ['⟦', ...(typeof compiled === 'string' ? [compiled] : compiled), '⟧'];
};
