/**
 * Issue 26: which language a person reads. In order:
 * 1. a language forced on this browser (`portico.language.force`: the tests' pseudo-language, a translator's);
 * 2. signed in: the person's own choice (Settings), else the tenant's default (the console's settings);
 * 3. signed out (the sign-in pages): the tenant's default — or the browser's language, when the tenant lets
 *    it lead and Portico speaks it.
 * Before any of these is known, the last language shown on this portal (its origin) is used, so a returning
 * visitor never sees a flash of another.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@portico/contract';
import { useEffect, useState } from 'react';
import { type UiLanguage, activateLanguage, isUiLanguage, useLanguage } from './i18n';
import { readItem, writeItem } from './local-storage';

const LAST = 'portico.language';
const FORCE = 'portico.language.force';

const forced = (): UiLanguage | undefined => {
  const value = readItem(FORCE);
  return isUiLanguage(value) ? value : undefined;
};

/** The language to start in: forced, or the last one shown here, or English. */
export const initialLanguage = (): UiLanguage => {
  const last = readItem(LAST);
  return forced() ?? (isUiLanguage(last) ? last : DEFAULT_LANGUAGE);
};

/**
 * The first of the browser's languages Portico speaks: exactly (`pt-BR`), else by its language alone
 * (`de-AT` → `de`, `pt-PT` → `pt-BR`).
 */
export const browserLanguage = (
  preferred: readonly string[] = navigator.languages?.length ? navigator.languages : [navigator.language],
): Language | undefined => {
  for (const tag of preferred) {
    const exact = LANGUAGES.find((language) => language.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const base = tag.split('-')[0]?.toLowerCase();
    const close = LANGUAGES.find((language) => language.split('-')[0]?.toLowerCase() === base);
    if (close) return close;
  }
  return undefined;
};

export interface LanguageChoice {
  /** The person's own choice (null: the tenant's). */
  personal?: Language | null;
  /** The tenant's default. */
  tenant?: Language;
  /** Signed out, on a tenant that lets the browser's language lead. */
  browser?: boolean;
}

export const chooseLanguage = ({ personal, tenant, browser }: LanguageChoice): Language =>
  personal ?? (browser ? browserLanguage() : undefined) ?? tenant ?? DEFAULT_LANGUAGE;

/** Shows `language` (unless one is forced) and remembers it for the next visit. */
export const applyLanguage = async (language: Language): Promise<void> => {
  const shown = forced() ?? language;
  await activateLanguage(shown);
  if (shown === language) writeItem(LAST, language);
};

/**
 * Applies `language` once known; true once the screens show it (or one forced), so a screen can wait for
 * its texts rather than flash them in another language.
 */
export const useAppliedLanguage = (language: Language | undefined): boolean => {
  const active = useLanguage();
  // A language whose messages could not load (a dropped connection): the screens stay in the one shown.
  const [failed, setFailed] = useState<Language>();
  useEffect(() => {
    if (!language) return;
    applyLanguage(language).catch((error: unknown) => {
      console.error(error);
      setFailed(language);
    });
  }, [language]);
  return language === undefined || language === failed || active === (forced() ?? language);
};
