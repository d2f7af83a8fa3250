import { columnDefinition, columnInputSchema } from '@portico/contract';
import type { BoardColumn } from '../boards';

/**
 * One CSV cell → the stored value of its column. Cells go through the contract's column registry exactly
 * as the API's inputs do: the type's fromCsv makes the input (text; tags a list; people looked up by email
 * or name), then columnInputSchema and the type's fromImport, which is fromInput for every type the portal
 * writes. The two types the portal never writes (timeline, doc) are read from their text forms.
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

/** A people cell's reference: an email, or a name only one person of the directory has. */
const personId = (directory: Directory) => (ref: string) => {
  const key = ref.toLowerCase();
  const found = key.includes('@') ? [directory.byEmail.get(key)].filter(Boolean) : directory.byName.get(key);
  if (!found?.length)
    return {
      ok: false as const,
      message: `no person "${ref}" in the people directory (see portico person list).`,
    };
  if (found.length > 1)
    return {
      ok: false as const,
      message: `${found.length} people are called "${ref}"; give their email instead.`,
    };
  return { ok: true as const, id: found[0] as string };
};

/**
 * Labels the import adds to a column as it goes, so that later rows find them: "urgent" in row 9 then
 * matches the "Urgent" row 5 added, and both store the same label.
 */
export const withNewLabels = (column: BoardColumn, names: string[]): BoardColumn => {
  const labels = columnDefinition(column.type).labels;
  return labels ? { ...column, settings: labels.add(column.settings, names) } : column;
};

export interface CellContext {
  directory: Directory;
  /** Unknown labels become new labels (the operator's --add-labels) instead of an error. */
  allowNewValues: boolean;
}

/** The stored value of a cell (null: empty), or the message of why it is not one. */
export const cellValue = (column: BoardColumn, raw: string, ctx: CellContext): CellResult => {
  const def = columnDefinition(column.type);
  // Quoted cells keep the file's line breaks; stored texts use LF, as the API stores them.
  const cell = def.fromCsv(raw.replace(/\r\n?/g, '\n'), { personId: personId(ctx.directory) });
  if (!cell.ok) return fail(cell.message);
  const parsed = columnInputSchema.safeParse({ id: column.id, type: column.type, ...cell.input });
  if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? 'Invalid value.');
  const result = def.fromImport(parsed.data, {
    title: column.title,
    settings: column.settings,
    allowNewValues: ctx.allowNewValues,
    isKnownPerson: () => true,
    // File columns are refused in the header: a CSV cell never references a file.
    isKnownFile: () => false,
  });
  return result.ok ? ok(result.value, result.newLabels) : fail(result.message);
};
