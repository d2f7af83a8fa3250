import {
  type ColumnInput,
  NEW_FILE_KEY,
  columnDefinition,
  columnInputSchema,
  groupColumnFields,
  parseColumnFieldName,
  rawToColumnInput,
  serverMessages,
} from '@portico/contract';
import { AppError, badRequest } from '../../lib/errors';
import type { FileRow } from '../files';
import type { MultipartBody } from '../../plugins/multipart';
import { type Actor, authorizeColumn, canOnColumn } from '../policy';
import type { BoardColumn } from '../boards';

/** updateItem writes existing items (the name column renames); createItem takes the name from itemName. */
export type WriteMode = 'update' | 'create';

/** One column's validated change: a new stored value (null clears), labels to add, files to append. */
export interface ColumnChange {
  column: BoardColumn;
  value: unknown;
  newLabels: string[];
  files: FileRow[];
  /** The §5 required check of what was sent for this column. */
  filled: boolean;
}

/** The columns of a write's board and what the write is. */
export interface WriteTarget {
  actor: Actor;
  columns: Map<string, BoardColumn>;
  mode: WriteMode;
}

/**
 * A column the actor may write with this call, or the precise 4xx of why not: 404 for one they may not
 * see (a hidden column, the same as an id of another board), 400 for the name in a create, 403 for one they
 * see but may not write.
 */
const writableColumn = ({ actor, columns, mode }: WriteTarget, columnId: string): BoardColumn => {
  const column = authorizeColumn(actor, 'read', columns.get(columnId));
  if (column.type === 'name' && mode === 'create') throw badRequest(serverMessages.nameColumnInCreate);
  return authorizeColumn(actor, 'write', column);
};

/**
 * For readMultipart: whether a file part may be stored. Anything but a new file for a visible, editable
 * file column is refused before a byte is stored.
 */
export const fileFieldCheck =
  (target: WriteTarget) =>
  (field: string): boolean => {
    const parsed = parseColumnFieldName(field);
    if (!parsed || parsed.key !== NEW_FILE_KEY) throw badRequest(serverMessages.unexpectedField(field));
    const column = writableColumn(target, parsed.columnId);
    if (!columnDefinition(column.type).upload)
      throw badRequest(serverMessages.columnTypeMismatch(column.title));
    return true;
  };

const inputError = (columnId: string, issue: { message: string; path: PropertyKey[] } | undefined) => {
  const where = issue?.path.length ? `${columnId} ${issue.path.map(String).join('.')}` : columnId;
  return badRequest(`columnValues[${where}]: ${issue?.message ?? 'Invalid value'}`);
};

export interface DecodeContext extends WriteTarget {
  /** Which of these person ids are in the tenant's directory. */
  knownPeople: (ids: string[]) => Promise<Set<string>>;
}

/**
 * Decodes and validates the column values of a multipart body (§7 encoding, contract's multipart.ts)
 * through the column registry. Throws the first problem as a 4xx; nothing is written here.
 */
export const decodeColumnChanges = async (
  body: MultipartBody,
  ctx: DecodeContext,
): Promise<ColumnChange[]> => {
  const { columns: raw, unknown } = groupColumnFields(body.fields);
  const first = unknown[0];
  if (first !== undefined) throw badRequest(serverMessages.unexpectedField(first));

  const inputs = new Map<string, ColumnInput>();
  for (const [columnId, fields] of raw) {
    const column = writableColumn(ctx, columnId);
    // Multipart carries line breaks as CRLF (browsers normalise textarea values so); store them as LF.
    const text = fields.text?.replace(/\r\n?/g, '\n');
    const parsed = columnInputSchema.safeParse(
      rawToColumnInput(columnId, { ...fields, ...(text !== undefined && { text }) }),
    );
    if (!parsed.success) throw inputError(columnId, parsed.error.issues[0]);
    if (parsed.data.id !== columnId)
      throw badRequest(`columnValues[${columnId}]: the id does not match the field.`);
    if (parsed.data.type !== column.type) throw badRequest(serverMessages.columnTypeMismatch(column.title));
    inputs.set(columnId, parsed.data);
  }

  const filesByColumn = new Map<string, FileRow[]>();
  for (const { field, file } of body.files) {
    const columnId = parseColumnFieldName(field)?.columnId as string;
    filesByColumn.set(columnId, [...(filesByColumn.get(columnId) ?? []), file]);
  }

  const personIds = [...inputs.values()].flatMap((i) => i.persons_and_teams?.map((p) => p.id) ?? []);
  const known = personIds.length ? await ctx.knownPeople([...new Set(personIds)]) : new Set<string>();

  const changes: ColumnChange[] = [];
  for (const columnId of new Set([...inputs.keys(), ...filesByColumn.keys()])) {
    const column = writableColumn(ctx, columnId);
    const def = columnDefinition(column.type);
    const files = filesByColumn.get(columnId) ?? [];
    if (def.upload) {
      // Files arrive as uploads; the text of a file column (its current names) changes nothing.
      changes.push({ column, value: undefined, newLabels: [], files, filled: files.length > 0 });
      continue;
    }
    const input = inputs.get(columnId) as ColumnInput;
    const result = def.fromInput(input, {
      title: column.title,
      settings: column.settings,
      // §6: new labels only where the policy allows them.
      allowNewValues: canOnColumn(ctx.actor, 'addLabel', column),
      isKnownPerson: (id) => known.has(id),
    });
    if (!result.ok) throw new AppError(400, result.message);
    changes.push({
      column,
      value: result.value,
      newLabels: result.newLabels ?? [],
      files: [],
      filled: def.isFilled({ ...input, hasNewFile: false }) && result.value !== null,
    });
  }
  return changes;
};
