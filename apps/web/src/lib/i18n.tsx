/**
 * Issue 26: the portal and the console in the reader's language. Every text a person reads is a key of the
 * catalogue (packages/messages); `t(key, values)` gives its text in the active language.
 *
 * Only the active language is loaded, by units: `start` before the first screen (the sign-in page and what
 * every screen shares), `portal` and `console` beside the screens that need them (app/router.tsx). Changing
 * the language loads the same units in the new one, then switches every screen at once.
 */
import { type I18n, setupI18n } from '@lingui/core';
import { Direction } from 'radix-ui';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, RTL_LANGUAGES } from '@portico/contract';
import { Fragment, type ReactElement, type ReactNode, cloneElement, useSyncExternalStore } from 'react';
import { type MessageMatcher, messageMatcher } from '@portico/messages/matcher';
import { loaders } from 'virtual:portico-messages';
import type account from '@portico/messages/locales/en/account.json';
import type auth from '@portico/messages/locales/en/auth.json';
import type boards from '@portico/messages/locales/en/boards.json';
import type common from '@portico/messages/locales/en/common.json';
import type consoleMessages from '@portico/messages/locales/en/console.json';
import type consoleBoard from '@portico/messages/locales/en/consoleBoard.json';
import type consoleClients from '@portico/messages/locales/en/consoleClients.json';
import type staffBoard from '@portico/messages/locales/en/staffBoard.json';
import type navigation from '@portico/messages/locales/en/navigation.json';
import type notifications from '@portico/messages/locales/en/notifications.json';
import type settings from '@portico/messages/locales/en/settings.json';
import type updates from '@portico/messages/locales/en/updates.json';

/**
 * Every key of the web's catalogue (its English files). The API's texts (`api.…`) are not keys to call: the
 * web shows the server's and the contract's English texts through `localize`.
 */
export type MessageKey = keyof (typeof common &
  typeof auth &
  typeof account &
  typeof navigation &
  typeof boards &
  typeof updates &
  typeof notifications &
  typeof settings &
  typeof consoleMessages &
  typeof consoleClients &
  typeof consoleBoard &
  typeof staffBoard);

/** The values a message's placeholders take. */
export type MessageValues = Record<string, unknown>;

/** A language people may choose, or the pseudo-language of the tests (never offered). */
export type UiLanguage = Language | 'pseudo';
export type Unit = 'start' | 'portal' | 'console' | 'consoleClients' | 'consoleBoard' | 'staffBoard';

export const i18n: I18n = setupI18n();

/** What is loaded (`de/start`), and the units the screens shown so far have needed. */
const loaded = new Map<string, Promise<void>>();
const wanted = new Set<Unit>(['start']);

const loadUnit = (language: UiLanguage, unit: Unit): Promise<void> => {
  const id = `${language}/${unit}`;
  let loading = loaded.get(id);
  if (!loading) {
    loading = loaders[language][unit]().then((module) => {
      i18n.load(language, module.default);
      if (Object.keys(module.english).length > 0) learnApiTexts(module.english);
    });
    // A failed load is asked again next time (a dropped connection), not remembered.
    loading.catch(() => loaded.delete(id));
    loaded.set(id, loading);
  }
  return loading;
};

export const isRtl = (language: string): boolean => RTL_LANGUAGES.includes(language as Language);

/** The active language ('en' before any is). */
export const activeLanguage = (): UiLanguage => (i18n.locale || DEFAULT_LANGUAGE) as UiLanguage;

/** Whether `value` is a language of the catalogue. */
export const isUiLanguage = (value: unknown): value is UiLanguage =>
  value === 'pseudo' || LANGUAGES.includes(value as Language);

/**
 * Makes `language` the active one: loads the units every screen shown so far needed, then switches; the
 * document's `lang` and `dir` follow (Arabic reads right to left).
 */
export const activateLanguage = async (language: UiLanguage): Promise<void> => {
  await Promise.all([...wanted].map((unit) => loadUnit(language, unit)));
  if (i18n.locale === language) return;
  i18n.activate(language);
  const root = document.documentElement;
  root.lang = language === 'pseudo' ? 'en-XA' : language;
  root.dir = isRtl(language) ? 'rtl' : 'ltr';
};

/** Loads the units a screen needs in the active language (a route's code loads beside them). */
export const loadUnits = async (...units: Unit[]): Promise<void> => {
  units.forEach((unit) => wanted.add(unit));
  await Promise.all(units.map((unit) => loadUnit(activeLanguage(), unit)));
};

/**
 * In a right-to-left language, a value written left to right (a name, an email, a board's title) is isolated
 * from the sentence around it (U+2068 … U+2069), so its punctuation stays with it: `.Nimbus Design Co` no more.
 */
const isolated = (values: MessageValues): MessageValues => {
  const out: MessageValues = {};
  for (const [name, value] of Object.entries(values))
    out[name] = typeof value === 'string' ? `\u2068${value}\u2069` : value;
  return out;
};

/** The text of `key` in the active language. */
export const t = (key: MessageKey, values?: MessageValues): string =>
  i18n._(key, values && isRtl(i18n.locale) ? isolated(values) : values);

/** The API's English texts the loaded units translate, by key. */
const apiTexts: Record<string, string> = {};
let matcher: MessageMatcher | undefined;
const learnApiTexts = (templates: Record<string, string>) => {
  Object.assign(apiTexts, templates);
  matcher = messageMatcher(apiTexts);
};

/**
 * A text of the API — the server's `message`, or one of the spec's texts the contract holds (`toasts.…`,
 * `validationMessages.…`) — in the active language: its translation when the catalogue knows it (values
 * included: `Due cannot be edited.` → `Due kann nicht bearbeitet werden.`), else as it came.
 */
export const localize = (text: string): string => {
  if (!text || i18n.locale === DEFAULT_LANGUAGE) return text;
  const found = matcher?.match(text);
  return found ? i18n._(found.key, found.values) : text;
};

const subscribe = (listener: () => void) => i18n.on('change', listener);
const locale = () => i18n.locale;

/** The active language, in a component that shows itself again when it changes. */
export const useLanguage = (): UiLanguage =>
  (useSyncExternalStore(subscribe, locale) || DEFAULT_LANGUAGE) as UiLanguage;

export interface TransProps {
  id: MessageKey;
  values?: MessageValues;
  /** The elements of a rich text's tags: `<0>…</0>` is `components[0]` around its text, `<1/>` is `components[1]`. */
  components: Record<number, ReactElement>;
}

const TAG = /<(\d+)>([\s\S]*?)<\/\1>|<(\d+)\/>/g;

/** A translated text with its tags as the elements given (a tag's text may hold tags again). */
const withElements = (text: string, components: Record<number, ReactElement>, at = 'k'): ReactNode[] => {
  const out: ReactNode[] = [];
  let last = 0;
  let n = 0;
  for (const found of text.matchAll(TAG)) {
    if (found.index > last) out.push(text.slice(last, found.index));
    const index = Number(found[1] ?? found[3]);
    const element = components[index];
    const key = `${at}.${n++}`;
    if (element)
      out.push(
        found[2] === undefined
          ? cloneElement(element, { key })
          : cloneElement(element, { key }, ...withElements(found[2], components, key)),
      );
    else if (found[2] !== undefined) out.push(...withElements(found[2], components, key));
    last = found.index + found[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
};

/** A message with elements in it (a link, emphasis): `Read <0>the guide</0>`. */
export const Trans = ({ id, values, components }: TransProps): ReactNode => {
  useLanguage();
  return <Fragment>{withElements(t(id, values), components)}</Fragment>;
};

/**
 * Shows its screens again, from the start, when the language changes: every text on them is read anew (a
 * change of language is rare: a person's choice in Settings, or the tenant's default on the sign-in page).
 * Radix's menus, selects and sliders take their direction from here (arrow keys follow the reading order).
 */
export const LanguageBoundary = ({ children }: { children: ReactNode }) => {
  const language = useLanguage();
  return (
    <Direction.Provider key={language} dir={isRtl(language) ? 'rtl' : 'ltr'}>
      {children}
    </Direction.Provider>
  );
};
