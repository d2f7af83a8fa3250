/**
 * Issue 26: numbers, dates, relative times and lists in the reader's language, through `Intl`. Each
 * formatter is made once per language and options (making one is the slow part).
 */
import { activeLanguage } from './i18n';

/** The locale `Intl` formats in: the active language (the pseudo-language formats as English). */
export const formatLocale = (): string => {
  const language = activeLanguage();
  return language === 'pseudo' ? 'en' : language;
};

const cache = new Map<string, unknown>();
const cached = <T>(kind: string, options: object | undefined, make: (locale: string) => T): T => {
  const locale = formatLocale();
  const key = `${kind}|${locale}|${options ? JSON.stringify(options) : ''}`;
  let formatter = cache.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make(locale);
    cache.set(key, formatter);
  }
  return formatter;
};

export const numberFormat = (options?: Intl.NumberFormatOptions): Intl.NumberFormat =>
  cached('number', options, (locale) => new Intl.NumberFormat(locale, options));

/** `12,345` / `12.345` / `١٢٬٣٤٥`. */
export const formatNumber = (value: number, options?: Intl.NumberFormatOptions): string =>
  numberFormat(options).format(value);

export const dateTimeFormat = (options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached('date', options, (locale) => new Intl.DateTimeFormat(locale, options));

/** A date or time as the options ask (`{ dateStyle: 'medium' }`, `{ weekday: 'long', day: 'numeric' }`). */
export const formatDateTime = (value: Date | string | number, options?: Intl.DateTimeFormatOptions): string =>
  dateTimeFormat(options).format(value instanceof Date ? value : new Date(value));

export const relativeTimeFormat = (options?: Intl.RelativeTimeFormatOptions): Intl.RelativeTimeFormat =>
  cached('relative', options, (locale) => new Intl.RelativeTimeFormat(locale, options));

/** `A, B and C` / `A, B und C` / `A وB وC`. */
export const formatList = (items: readonly string[], options?: Intl.ListFormatOptions): string =>
  cached('list', options, (locale) => new Intl.ListFormat(locale, options)).format(items);

/** Compares texts as the reader's language sorts them (accents, case, numbers by value). */
export const compareText = (a: string, b: string): number =>
  cached(
    'collator',
    undefined,
    (locale) => new Intl.Collator(locale, { numeric: true, sensitivity: 'base' }),
  ).compare(a, b);
