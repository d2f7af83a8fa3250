import { z } from 'zod';
import {
  EMAIL_PATTERN,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  PASSWORD_PATTERN,
} from './constants';
import { validationMessages as m } from './messages';

export const emailSchema = z
  .string({ error: m.invalidEmail })
  .trim()
  .max(MAX_EMAIL_LENGTH, { error: m.invalidEmail })
  .regex(EMAIL_PATTERN, { error: m.invalidEmail });

export const nameSchema = z
  .string({ error: m.nameRequired })
  .trim()
  .min(1, { error: m.nameRequired })
  .max(MAX_NAME_LENGTH, { error: `Name must be at most ${MAX_NAME_LENGTH} characters` });

export const newPasswordSchema = z
  .string({ error: m.passwordRule })
  .max(MAX_PASSWORD_LENGTH, { error: m.passwordRule })
  .regex(PASSWORD_PATTERN, { error: m.passwordRule });

/** Login only needs a password to be present; its rule is not shown in the spec. */
export const loginPasswordSchema = z
  .string({ error: m.passwordRequired })
  .min(1, { error: m.passwordRequired })
  .max(MAX_PASSWORD_LENGTH, { error: m.passwordRequired });

export const isBlank = (value: string | null | undefined): boolean => !value || value.trim() === '';

/** §5: the number input rejects values of 14 or more digits. */
export const MAX_NUMBER_DIGITS = 13;
export const countDigits = (value: string): number => value.replace(/\D/g, '').length;

/**
 * Names that reach an object's prototype when used as a property name (`obj[name] = …`). Anything keyed by
 * names from outside — JSON keys, query and multipart field names, CSV headers, imported documents — is
 * refused when it uses one of them, whatever the object it would land in.
 */
export const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);
export const isPrototypeKey = (name: string): boolean => PROTOTYPE_KEYS.has(name);
