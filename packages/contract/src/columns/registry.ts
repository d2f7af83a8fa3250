import type { z } from 'zod';
import type { ColumnTypeDefinition } from './definition';
import { labelTypes } from './label-types';
import { referenceTypes } from './reference-types';
import { scalarTypes } from './scalar-types';
import type { ColumnType } from './types';

export { isValidIsoDate } from './text-forms';
export { MAX_FILES_PER_VALUE } from './reference-types';
export { NEW_LABEL_COLORS, labelColor, labelsOf } from './label-types';
export { canonicalNumber } from './scalar-types';

/**
 * The column-type registry: one entry per type of §3, with everything the contract, the server and the
 * operator tools do differently per type (value schema, input rules, rendering, references, labels, the
 * change check, CSV cells). Exhaustive by `satisfies`: a new type does not compile until it has an entry,
 * and an entry does not compile until it has every capability. The entries live by family in
 * label-types.ts, scalar-types.ts and reference-types.ts.
 */
export const columnRegistry = {
  ...labelTypes,
  ...scalarTypes,
  ...referenceTypes,
} satisfies Record<ColumnType, ColumnTypeDefinition<unknown, unknown>>;

export type ColumnRegistry = typeof columnRegistry;
export type ColumnValueOf<T extends ColumnType> = z.infer<ColumnRegistry[T]['valueSchema']>;
export type ColumnSettingsOf<T extends ColumnType> = z.infer<ColumnRegistry[T]['settingsSchema']>;

/** The registry entry of a type, typed loosely for code that handles every type alike. */
export const columnDefinition = (type: ColumnType): ColumnTypeDefinition<unknown, unknown> =>
  columnRegistry[type];

/** A stored value as its type's schema reads it; null when absent or not of the type. */
export const readStoredValue = (type: ColumnType, stored: unknown): unknown => {
  if (stored === undefined || stored === null) return null;
  const parsed = columnDefinition(type).valueSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
};

const canonicalOf = (type: ColumnType, stored: unknown): string => {
  const value = readStoredValue(type, stored);
  return JSON.stringify(value === null ? null : (columnDefinition(type).canonical(value) ?? null));
};

/**
 * Whether two stored values of a type are the same value (§5.11): compared by the type's canonical form,
 * so tags in another order, `1.0` for `1` or an unticked box for no value are no change.
 */
export const sameStoredValue = (type: ColumnType, a: unknown, b: unknown): boolean =>
  canonicalOf(type, a) === canonicalOf(type, b);
