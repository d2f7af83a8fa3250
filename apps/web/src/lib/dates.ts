import dayjs from 'dayjs';
import { DATE_FORMATS, DEFAULT_DATE_FORMAT, type DateFormat } from '@portico/contract';
import { formatDateTime } from './format';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const isDateFormat = (value: unknown): value is DateFormat =>
  typeof value === 'string' && (DATE_FORMATS as readonly string[]).includes(value);

/**
 * The format with its month name (MMM) in the reader's language, from Intl ('Mar', 'März', 'مارس'): dayjs
 * knows only English names without a locale of its own loaded. The name goes in brackets, dayjs's escape.
 */
const inFormat = (date: dayjs.Dayjs, pattern: DateFormat): string =>
  date.format(
    pattern.includes('MMM')
      ? pattern.replace('MMM', `[${formatDateTime(date.toDate(), { month: 'short' })}]`)
      : pattern,
  );

/**
 * §2 date cells: the value in the user's date format (default YYYY-MM-DD), or null when it is not a date
 * (the cell then shows 'N/A'). Calendar dates are read as local dates, so no time zone moves them a day;
 * a calendar date that does not exist (2025-02-30) is invalid rather than rolled over into March.
 */
export const formatDate = (
  value: string | null | undefined,
  format: DateFormat = DEFAULT_DATE_FORMAT,
): string | null => {
  const text = value?.trim();
  if (!text) return null;
  const date = dayjs(text);
  if (!date.isValid()) return null;
  if (ISO_DATE.test(text) && date.format('YYYY-MM-DD') !== text) return null;
  return inFormat(date, isDateFormat(format) ? format : DEFAULT_DATE_FORMAT);
};

/** An example of each format for pickers and previews (today in that format). */
export const dateFormatExample = (format: DateFormat, today: Date = new Date()): string =>
  inFormat(dayjs(today), format);
