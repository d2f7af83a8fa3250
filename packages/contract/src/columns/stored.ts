import { type ColumnType, columnInputSchema } from './types';
import type { ImportContext, ParseResult } from './definition';
import { columnDefinition } from './registry';

const ok = <V>(value: V): ParseResult<V> => ({ ok: true, value });
const fail = (message: string): ParseResult<never> => ({ ok: false, message });

/** The references a stored value may hold, as the importing tool knows them. */
export type StoredRefs = Pick<ImportContext<unknown>, 'isKnownPerson' | 'isKnownFile'>;

/**
 * Checks a stored value that comes from outside the portal (a tenant import) by the rules its type
 * applies to input, and nothing else: the value is turned back into the input that stores it, read as
 * the API reads input (new labels not allowed), and must come out as it went in. A value that reads as
 * empty input (`{ "tags": [] }`, which older data holds) is kept as it is when it renders as nothing.
 * Returns the value to store.
 */
export const checkStoredValue = (
  column: { id: string; type: ColumnType; title: string; settings: unknown },
  stored: unknown,
  refs: StoredRefs,
): ParseResult<unknown> => {
  const def = columnDefinition(column.type);
  const shape = def.valueSchema.safeParse(stored);
  if (!shape.success) return fail(`not a ${column.type} value`);
  const { files, ...fields } = def.toInput(shape.data);
  const input = columnInputSchema.safeParse({ id: column.id, type: column.type, ...fields });
  if (!input.success) return fail(`${column.title}: ${input.error.issues[0]?.message ?? 'invalid'}`);
  const result = def.fromImport(
    { ...input.data, ...(files && { files }) },
    { title: column.title, settings: column.settings, allowNewValues: false, ...refs },
  );
  if (!result.ok) return result;
  const given = JSON.stringify(shape.data);
  if (result.value === null)
    return def.toText(shape.data, { personName: () => undefined }) === ''
      ? ok(shape.data)
      : fail(`${column.title}: ${given} is blank, and the portal stores no value for blank input`);
  const read = JSON.stringify(result.value);
  return read === given ? ok(result.value) : fail(`${column.title}: the portal stores this value as ${read}`);
};
