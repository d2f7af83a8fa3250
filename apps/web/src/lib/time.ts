import { dateTimeFormat, relativeTimeFormat } from './format';
import { t } from './i18n';

const STEPS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['minute', 60],
  ['hour', 60],
  ['day', 24],
  ['week', 7],
  ['month', 4.35],
  ['year', 12],
];

/*
 * Moments shown to people: the portal's updates and bell and the console share these. Intl rather than a date
 * library (lib/dates.ts uses dayjs for the date cells), so the chunks that show a time stay small; in the
 * reader's language, so the formatters are asked for at each call (lib/format.ts keeps them).
 */

/** How long ago, in words: 'just now', '5 minutes ago', 'yesterday', '3 weeks ago'; '' for no date. */
export const timeAgo = (iso: string, now: Date = new Date()): string => {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  let value = (then - now.getTime()) / 60_000;
  if (Math.abs(value) < 1) return t('common.time.justNow');
  let unit: Intl.RelativeTimeFormatUnit = 'minute';
  for (let i = 1; i < STEPS.length; i += 1) {
    const [next, factor] = STEPS[i] as [Intl.RelativeTimeFormatUnit, number];
    if (Math.abs(value) < factor) break;
    value /= factor;
    unit = next;
  }
  return relativeTimeFormat({ numeric: 'auto' }).format(Math.round(value), unit);
};

/**
 * The moment in full, for the title of a relative time: 'Nov 26, 2026, 6:12 PM'. A value that is no date
 * gives `fallback` ('' unless the caller would rather show the raw value).
 */
export const fullTime = (iso: string, fallback = ''): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? fallback
    : dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(date);
};
