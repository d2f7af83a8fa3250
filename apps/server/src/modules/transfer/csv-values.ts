import { type ColumnInput, columnDefinition, columnInputSchema, labelsOf } from '@portico/contract';
import type { BoardColumn } from '../boards';
import { NEW_LABEL_COLORS } from '../items';

/**
 * One CSV cell → the stored value of its column. Cells go through the contract's column registry exactly
 * as the API's inputs do (columnInputSchema, then the type's fromImport, which is fromInput for every type
 * the portal writes); only people are translated first, by email or name instead of ids. The two types
 * the portal never writes (timeline, doc) are read from their text forms by the registry too.
 */

/** The tenant's people directory, for people cells. */
export interface Directory {
  byEmail: Map<string, string>;
  /** Lower-cased name → ids (a name two people share is ambiguous). */
  byName: Map<string, string[]>;
}

export const directoryOf = (people: Array<{ id: string; name: string; email: string }>): Directory => {
  const byEmail = new Map<string, string>();
  const byName = new Map<string, string[]>();
  for (const p of people) {
    byEmail.set(p.email.toLowerCase(), p.id);
    const key = p.name.trim().toLowerCase();
    byName.set(key, [...(byName.get(key) ?? []), p.id]);
  }
  return { byEmail, byName };
};

export type CellResult = { ok: true; value: unknown; newLabels: string[] } | { ok: false; message: string };

const ok = (value: unknown, newLabels: string[] = []): CellResult => ({ ok: true, value, newLabels });
const fail = (message: string): CellResult => ({ ok: false, message });

const peopleRefs = (text: string, directory: Directory) => {
  const ids: string[] = [];
  for (const raw of text.split(',')) {
    const ref = raw.trim();
    if (!ref) continue;
    const key = ref.toLowerCase();
    const found = key.includes('@')
      ? [directory.byEmail.get(key)].filter(Boolean)
      : directory.byName.get(key);
    if (!found?.length) return fail(`no person "${ref}" in the people directory (see portico person list).`);
    if (found.length > 1)
      return fail(`${found.length} people are called "${ref}"; give their email instead.`);
    ids.push(found[0] as string);
  }
  return ids.map((id) => ({ id, kind: 'person' as const }));
};

/**
 * Labels the import adds to a column as it goes, so that later rows find them: "urgent" in row 9 then
 * matches the "Urgent" row 5 added, and both store the same label.
 */
export const withNewLabels = (column: BoardColumn, names: string[]): BoardColumn => {
  if (column.type === 'status' || column.type === 'priority') {
    const labels = labelsOf(column.settings);
    for (const name of names)
      labels.push({ name, color: NEW_LABEL_COLORS[labels.length % NEW_LABEL_COLORS.length] as string });
    return { ...column, settings: { ...(column.settings as object), labels } };
  }
  const options = [...((column.settings as { options?: Array<{ name: string }> }).options ?? [])];
  for (const name of names) options.push({ name });
  return { ...column, settings: { ...(column.settings as object), options } };
};

export interface CellContext {
  directory: Directory;
  /** Unknown labels become new labels (the operator's --add-labels) instead of an error. */
  allowNewValues: boolean;
}

/** The stored value of a cell (null: empty), or the message of why it is not one. */
export const cellValue = (column: BoardColumn, raw: string, ctx: CellContext): CellResult => {
  const text = raw.trim();
  // Quoted cells keep the file's line breaks; stored texts use LF, as the API stores them.
  let input: Partial<ColumnInput> = { text: raw.replace(/\r\n?/g, '\n') };
  if (column.type === 'people') {
    const refs = peopleRefs(text, ctx.directory);
    if (!Array.isArray(refs)) return refs;
    input = { persons_and_teams: refs };
  }
  const parsed = columnInputSchema.safeParse({ id: column.id, type: column.type, ...input });
  if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? 'Invalid value.');
  const result = columnDefinition(column.type).fromImport(parsed.data, {
    title: column.title,
    settings: column.settings,
    allowNewValues: ctx.allowNewValues,
    isKnownPerson: () => true,
    // File columns are refused in the header: a CSV cell never references a file.
    isKnownFile: () => false,
  });
  return result.ok ? ok(result.value, result.newLabels) : fail(result.message);
};
