import { z } from 'zod';
import { EMAIL_PATTERN } from '../constants';
import { MAX_NUMBER_DIGITS, countDigits } from '../rules';
import { validationMessages } from '../messages';
import { csvText, define, fail, noSettings, ok, plainValue, textFilled } from './entry';
import { isValidIsoDate } from './text-forms';

/**
 * The registry entries of the types whose value is one string read from the column's text (date, email,
 * numbers, phone, text, long text, name), made by one factory, and the checkbox.
 */

interface TextLike<K extends string> {
  label: string;
  /** The property the string is stored under (`{ email: '…' }`). */
  key: K;
  /** Trimmed, non-blank text → the string to store, or the message of why it is not one. */
  read: (text: string, title: string) => string | { message: string };
  /** What blank text means: the column is cleared, unless this message says it must not be. */
  blankMessage?: string;
  /** Spellings of one value that are the same value (§5.11 change check); by default the text itself. */
  same?: (stored: string) => string;
  /** Whether its text is searched (default true). */
  searchable?: boolean;
}

const textLike = <K extends string>({
  label,
  key,
  read,
  blankMessage,
  same,
  searchable = true,
}: TextLike<K>) => {
  type V = Record<K, string>;
  return define<V, Record<string, never>>({
    ...plainValue,
    ...noSettings,
    label,
    writable: true,
    upload: false,
    optionsGroup: null,
    searchable,
    valueSchema: z.object({ [key]: z.string() }) as unknown as z.ZodType<V>,
    toText: (v) => v[key],
    canonical: (v) => (same ?? ((s: string) => s.trim()))(v[key]),
    fromInput: (input, ctx) => {
      const text = input.text?.trim() ?? '';
      if (text === '') return blankMessage === undefined ? ok(null) : fail(blankMessage);
      const stored = read(text, ctx.title);
      return typeof stored === 'string' ? ok({ [key]: stored } as V) : fail(stored.message);
    },
    isFilled: textFilled,
    fromCsv: csvText,
    toInput: (v) => ({ text: v[key] }),
  });
};

const NUMBER = /^-?\d+(\.\d+)?$/;
const PHONE_ALLOWED = /^\+?[\d\s().-]+$/;

/** `1.50`, `01.5` and `1.5` are one number; `-0` is `0`. */
export const canonicalNumber = (text: string): string => {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!m) return text.trim();
  const whole = (m[2] as string).replace(/^0+(?=\d)/, '');
  const fraction = (m[3] ?? '').replace(/0+$/, '');
  const digits = fraction ? `${whole}.${fraction}` : whole;
  return digits === '0' ? '0' : `${m[1]}${digits}`;
};

const atMost = (max: number) => (text: string, title: string) =>
  text.length > max ? { message: `${title} is at most ${max} characters.` } : text;

export const scalarTypes = {
  date: textLike({
    label: 'Date',
    key: 'date',
    read: (text, title) => {
      // Accept a full ISO timestamp from date pickers, keep the calendar date.
      const date = text.length > 10 && text[10] === 'T' ? text.slice(0, 10) : text;
      return isValidIsoDate(date) ? date : { message: `${title} must be a date (YYYY-MM-DD).` };
    },
  }),
  email: textLike({
    label: 'Email',
    key: 'email',
    read: (text, title) =>
      EMAIL_PATTERN.test(text) && text.length <= 254
        ? text
        : { message: `${title}: ${validationMessages.invalidEmail}` },
  }),
  numbers: textLike({
    label: 'Numbers',
    key: 'number',
    read: (text, title) => {
      if (!NUMBER.test(text)) return { message: `${title} must be a number.` };
      if (countDigits(text) > MAX_NUMBER_DIGITS)
        return { message: `${title} must have fewer than ${MAX_NUMBER_DIGITS + 1} digits.` };
      return text;
    },
    same: canonicalNumber,
  }),
  phone: textLike({
    label: 'Phone',
    key: 'phone',
    read: (text, title) => {
      const digits = text.replace(/\D/g, '');
      return PHONE_ALLOWED.test(text) && digits.length >= 10 && digits.length <= 15
        ? digits
        : { message: `${title} must be a phone number with 10 to 15 digits.` };
    },
    same: (stored) => stored.replace(/\D/g, ''),
  }),
  text: textLike({ label: 'Text', key: 'text', read: atMost(2000) }),
  long_text: textLike({ label: 'Long text', key: 'text', read: (text) => text }),
  name: textLike({
    label: 'Name',
    key: 'text',
    read: atMost(255),
    blankMessage: validationMessages.itemNameRequired,
    // The item's name, searched as such already.
    searchable: false,
  }),
  checkbox: define<{ checked: boolean }, Record<string, never>>({
    ...plainValue,
    ...noSettings,
    label: 'Checkbox',
    writable: true,
    upload: false,
    optionsGroup: null,
    // 'true'/'false', which the screens show as Yes/No: searching it would only match noise.
    searchable: false,
    valueSchema: z.object({ checked: z.boolean() }),
    toText: (v) => (v.checked ? 'true' : 'false'),
    // Unticked is no value: a form that sends 'false' for a box never ticked changes nothing.
    canonical: (v) => (v.checked ? true : null),
    fromInput: (input, ctx) => {
      const text = input.text?.trim().toLowerCase() ?? '';
      if (['true', 'v', '1', 'yes', 'on'].includes(text)) return ok({ checked: true });
      if (['false', '', '0', 'no', 'off'].includes(text)) return ok({ checked: false });
      return fail(`${ctx.title} must be checked or unchecked.`);
    },
    isFilled: textFilled,
    fromCsv: csvText,
    toInput: (v) => ({ text: v.checked ? 'true' : 'false' }),
  }),
};
