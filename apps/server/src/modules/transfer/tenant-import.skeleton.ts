import type { z } from 'zod';
import {
  type ExportSkeleton,
  STREAMED_SECTIONS,
  TENANT_EXPORT_FORMAT,
  TENANT_EXPORT_VERSION,
  checkSkeleton,
  exportBoardSchema,
  exportFeedbackSchema,
  exportFileSchema,
  exportGroupSchema,
  exportPersonSchema,
  exportUserSchema,
  tenantExportShapeSchema,
} from '@portico/contract';
import { badRequest } from '../../lib/errors';
import { type DocumentSource, problemList, walkDocument } from './document-walk';
import type { JsonPath } from './json-scan';

/**
 * The first pass of an import: everything but the items, the files' bytes and the streamed sections
 * (updates, notifications, activity), each part checked with the contract's schema for it and then all
 * together (transfer-checks.ts). Items are only counted here and updates' ids collected; the second pass
 * reads items, knowing every board's columns, person and file whatever their order, and the third the
 * streamed sections, knowing every item and update.
 */

export interface Skeleton {
  doc: ExportSkeleton;
  /** Items per group of each board, in document order. */
  items: number[][];
  /** The id of every update, whatever its place: notifications may come before the updates they name. */
  updateIds: Set<string>;
}

type Fields = Record<string, unknown>;
/** Parts are assembled key by key from the document: without a prototype, no key can reach it. */
const fields = () => Object.create(null) as Fields;

export const notAnExport = () =>
  badRequest(`Not a Portico tenant export (its "format" is not "${TENANT_EXPORT_FORMAT}").`);

const newerVersion = (version: number) =>
  badRequest(
    `The document is format version ${version}; this Portico reads versions up to ${TENANT_EXPORT_VERSION}. Upgrade Portico to import it.`,
  );

const LISTS = { users: exportUserSchema, people: exportPersonSchema, feedback: exportFeedbackSchema };
type ListName = keyof typeof LISTS;
const isList = (key: unknown): key is ListName => key === 'users' || key === 'people' || key === 'feedback';
const STREAMED = new Set<unknown>(STREAMED_SECTIONS);
const SECTIONS = new Set<unknown>(['users', 'people', 'feedback', 'boards', 'files', ...STREAMED_SECTIONS]);
const fileHeadSchema = exportFileSchema.omit({ data: true });

type BoardHead = ExportSkeleton['boards'][number];

export const readSkeleton = async (source: DocumentSource): Promise<Skeleton> => {
  const problems = problemList();
  const root = fields();
  const lists: { [K in ListName]: Array<z.infer<(typeof LISTS)[K]>> } = {
    users: [],
    people: [],
    feedback: [],
  };
  const boards: BoardHead[] = [];
  const files: ExportSkeleton['files'] = [];
  const items: number[][] = [];
  const updateIds = new Set<string>();
  let board = { fields: fields(), groups: [] as BoardHead['groups'] };
  let group = fields();
  let file = fields();

  /** A part checked with its schema; its problems are reported at its place in the document. */
  const parse = <S extends z.ZodType>(schema: S, value: unknown, at: JsonPath): z.infer<S> | null => {
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) problems.add([...at, ...issue.path], issue.message);
    return null;
  };

  await walkDocument(
    source,
    {
      route(path, kind) {
        const [section, , key, , groupKey] = path;
        switch (path.length) {
          case 0:
            if (kind !== 'object') throw notAnExport();
            return 'descend';
          case 1:
            return kind === 'array' && SECTIONS.has(section) ? 'descend' : 'capture';
          case 2:
            // Records of the streamed sections are read by the third pass; only updates' ids are read now.
            if (STREAMED.has(section)) return section === 'updates' && kind === 'object' ? 'descend' : 'skip';
            return kind === 'object' && (section === 'boards' || section === 'files') ? 'descend' : 'capture';
          case 3:
            if (section === 'updates') return key === 'id' ? 'capture' : 'skip';
            if (section === 'files') return key === 'data' ? 'skip' : 'capture';
            return key === 'groups' && kind === 'array' ? 'descend' : 'capture';
          case 4:
            return kind === 'object' ? 'descend' : 'capture';
          case 5:
            return groupKey === 'items' && kind === 'array' ? 'descend' : 'capture';
          default: {
            // An item: counted now (routes come as the scanner meets them), read in the second pass.
            const [, b, , g] = path as [string, number, string, number];
            const counts = (items[b] ??= []);
            counts[g] = (counts[g] ?? 0) + 1;
            return 'skip';
          }
        }
      },
      value(path, value) {
        const [section, , key, , groupKey] = path;
        if (path.length === 1) {
          root[section as string] = value;
          if (section === 'format' && value !== TENANT_EXPORT_FORMAT) throw notAnExport();
          if (section === 'version' && typeof value === 'number' && value > TENANT_EXPORT_VERSION)
            throw newerVersion(value);
        } else if (section === 'updates') {
          if (typeof value === 'string') updateIds.add(value);
        } else if (path.length === 2 && isList(section)) {
          const parsed: unknown = parse(LISTS[section] as z.ZodType, value, path);
          // Each list holds the parsed entries of its own schema.
          if (parsed) (lists[section] as unknown[]).push(parsed);
        } else if (path.length === 2 || path.length === 4) {
          // A board, file or group that is not an object: its schema says so.
          parse(
            section === 'files'
              ? exportFileSchema
              : path.length === 2
                ? exportBoardSchema
                : exportGroupSchema,
            value,
            path,
          );
        } else if (path.length === 3) (section === 'files' ? file : board.fields)[key as string] = value;
        else if (path.length === 5) group[groupKey as string] = value;
      },
      enter(path) {
        const [section] = path;
        // Sections, groups and items are read entry by entry; the part holds an empty list for them.
        if (path.length === 1) root[section as string] = [];
        else if (STREAMED.has(section)) return;
        else if (path.length === 2 && section === 'files') file = fields();
        else if (path.length === 2) board = { fields: fields(), groups: [] };
        else if (path.length === 3) board.fields.groups = [];
        else if (path.length === 4) group = fields();
        else if (path.length === 5) group.items = [];
      },
      leave(path) {
        if (path.length === 2 && path[0] === 'files') {
          const parsed = parse(fileHeadSchema, file, path);
          if (parsed) files.push(parsed);
        } else if (path.length === 2 && path[0] === 'boards') {
          const parsed = parse(exportBoardSchema, board.fields, path);
          if (parsed) boards.push({ ...parsed, groups: board.groups });
        } else if (path.length === 4) {
          const parsed = parse(exportGroupSchema, group, path);
          if (parsed) {
            const { items: _read, ...head } = parsed;
            board.groups.push(head);
          }
        }
      },
    },
    problems,
  );

  if (root.format === undefined) throw notAnExport();
  const head = parse(tenantExportShapeSchema, root, []);
  problems.throwIfAny();
  const doc: ExportSkeleton = { ...(head as ExportSkeleton), ...lists, boards, files };
  checkSkeleton(doc, (path: JsonPath, message: string) => problems.add(path, message));
  problems.throwIfAny();
  return {
    doc,
    items: boards.map((board, b) => board.groups.map((_group, g) => items[b]?.[g] ?? 0)),
    updateIds,
  };
};
