/**
 * The catalogue on disk, for what runs in Node: the web's build (apps/web/vite-messages.ts), the server, and
 * the tests. Messages are compiled here, once, so the browser never parses MessageFormat.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type CompiledMessage, compileMessage } from '@lingui/message-utils/compileMessage';
import {
  type CatalogueLanguage,
  LANGUAGES,
  type Language,
  NAMESPACES,
  type Namespace,
  PSEUDO_LANGUAGE,
  type Unit,
  unitNamespaces,
} from './index';

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

/** Every message of a unit in a language, compiled; the pseudo-language is English made strange. */
export const compileUnit = (language: CatalogueLanguage, unit: Unit): Record<string, CompiledMessage> => {
  const source = language === PSEUDO_LANGUAGE ? 'en' : language;
  const messages: Messages = {};
  for (const ns of unitNamespaces(unit)) Object.assign(messages, readNamespace(source, ns));
  const compiled = compile(messages);
  if (language !== PSEUDO_LANGUAGE) return compiled;
  return Object.fromEntries(Object.entries(compiled).map(([key, message]) => [key, pseudoMessage(message)]));
};

export const compile = (messages: Messages): Record<string, CompiledMessage> => {
  const out: Record<string, CompiledMessage> = {};
  for (const [key, text] of Object.entries(messages))
    out[key] = compileMessage(text, (message) => {
      throw new Error(`${key}: ${message}`);
    });
  return out;
};

/** The files of every namespace in every language (the web's build watches them). */
export const catalogueFiles = (): string[] =>
  LANGUAGES.flatMap((language) =>
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
  walk(compileMessage(text));
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

const pseudoTokens = (message: CompiledMessage): Token[] => {
  if (typeof message === 'string') return [pseudoString(message)];
  return (message as Token[]).map((token) => {
    if (typeof token === 'string') return pseudoString(token);
    const [name, type, format] = token as [string, string?, unknown?];
    if (!format || typeof format !== 'object') return token;
    const choices: Record<string, unknown> = {};
    for (const [choice, branch] of Object.entries(format as Record<string, unknown>))
      choices[choice] =
        choice === 'offset' || branch === undefined ? branch : pseudoTokens(branch as CompiledMessage);
    return [name, type, choices] as unknown as Token;
  });
};

/**
 * English made strange and a third longer, in brackets — `⟦Ŝîîĝñ îîñ⟧` — its placeholders, choices and
 * tags untouched: an untranslated text (plain English) or a clipped one (no closing bracket) shows at once.
 */
export const pseudoMessage = (message: CompiledMessage): CompiledMessage => [
  '⟦',
  ...pseudoTokens(message),
  '⟧',
];
