import { z } from 'zod';
import { isBlank } from '../rules';
import type { ColumnTypeDefinition, ParseResult, ValueRefs } from './definition';
import type { ColumnInputWithFile } from './types';

/** Building blocks of the registry's entries (registry.ts and the per-family files next to it). */

/** An entry: `fromImport` is the type's `fromInput` unless the type is one the portal does not write. */
export const define = <V, S>(
  d: Omit<ColumnTypeDefinition<V, S>, 'fromImport'> & Partial<Pick<ColumnTypeDefinition<V, S>, 'fromImport'>>,
): ColumnTypeDefinition<V, S> => ({ ...d, fromImport: d.fromImport ?? d.fromInput });

export const ok = <V>(value: V | null, newLabels?: string[]): ParseResult<V> =>
  newLabels && newLabels.length > 0 ? { ok: true, value, newLabels } : { ok: true, value };
export const fail = (message: string): ParseResult<never> => ({ ok: false, message });

export const textFilled = (input: ColumnInputWithFile) => !isBlank(input.text);

/** Settings of the types that have none. */
export const noSettings = {
  settingsSchema: z.object({}).strict() as z.ZodType<Record<string, never>>,
  defaultSettings: {} as Record<string, never>,
};

const NO_REFS: ValueRefs = { people: [], files: [] };

/**
 * The capabilities a value that refers to nothing and has no labels shares: spread into an entry on
 * purpose, so each entry still says what it is.
 */
export const plainValue = {
  labels: null,
  extras: () => ({}),
  refs: () => NO_REFS,
  keepRefs: <V>(value: V) => value,
  isEmpty: () => false,
} as const;

/** A CSV cell is the column's text. */
export const csvText = (cell: string) => ({ ok: true as const, input: { text: cell } });

/** Sorted and without repeats: for values whose order makes no difference. */
export const asSet = (list: string[]): string[] | null =>
  list.length === 0 ? null : [...new Set(list)].sort();
