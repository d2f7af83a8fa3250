import { z } from 'zod';
import { idSchema } from './common';
import { EMAIL_PATTERN } from './constants';
import { PROTOTYPE_KEYS } from './rules';

/**
 * What every part of the tenant export document (transfer.ts, transfer-records.ts) is made of: its ids,
 * timestamps and emails, and the registry its JSON Schema takes names and descriptions from.
 */

/**
 * Names and descriptions of the document's parts for its JSON Schema. A registry of its own, so they stay
 * out of the API's OpenAPI document.
 */
export const tenantExportRegistry = z.registry<{ id?: string; title?: string; description?: string }>();
export const named = <S extends z.ZodType>(schema: S, id: string, description: string): S => {
  tenantExportRegistry.add(schema as z.ZodType, { id, description });
  return schema;
};

/** The canonical form every timestamp is stored in, so a round trip keeps it byte for byte. */
export const timestamp = named(
  z.iso.datetime({ precision: 3 }),
  'Timestamp',
  'UTC, ISO-8601 with milliseconds',
);
// Ids are keys too (item values are keyed by column id): none may be a key that reaches a prototype. A
// pattern rather than a refinement, so the JSON Schema says it as well.
export const exportId = named(
  idSchema.clone().regex(new RegExp(`^(?!(?:${[...PROTOTYPE_KEYS].join('|')})$)`), {
    error: `Ids cannot be ${[...PROTOTYPE_KEYS].join(', ')}`,
  }),
  'Id',
  'A row id as the server generated it; kept by export and import',
);
export const text = (max: number) => z.string().min(1).max(max);
/** Emails are stored lower-cased (users and people are matched by them). */
export const storedEmail = named(
  z
    .string()
    .max(254)
    .regex(EMAIL_PATTERN, { error: 'Not an email address' })
    .refine((s) => s === s.toLowerCase(), { error: 'Emails are stored lower-case' }),
  'Email',
  'An email address, lower-cased',
);
