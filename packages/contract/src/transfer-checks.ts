import { columnDefinition, readStoredValue } from './columns/registry';
import { type StoredRefs, checkStoredValue } from './columns/stored';
import { isPrototypeKey } from './rules';
import type { ExportColumn, ExportSkeleton, TenantExportShape } from './transfer-shape';
import {
  type Path,
  type Report,
  checkActivity,
  checkNotification,
  checkUpdate,
  recordRefsOf,
  userIds,
} from './transfer-record-checks';

/**
 * The checks of a tenant export document that no single field's schema can make: ids unique per kind,
 * references (files, users, boards, people, items, updates) that exist in the document, and item values that
 * the API could have stored in their column (the column registry's own rules). Together with the shape they
 * are what `portico import` validates. They come in three parts so that an import can stream the document:
 * the skeleton (everything but items, file bytes and the streamed sections, checked whole), items (checked
 * one by one), and the records of the streamed sections (one by one, once every item is known).
 */

export type { Path, Report };

/**
 * The path of the first key that would reach a prototype in a parsed JSON value (own keys, as JSON.parse
 * makes them). Paths are built only for a find: this runs on every item of a document.
 */
export const findPrototypeKey = (value: unknown, at: Path): Path | null => {
  const found = prototypeKeyIn(value);
  return found && [...at, ...found.reverse()];
};

/** The path to the first such key, innermost first. */
const prototypeKeyIn = (value: unknown): Path | null => {
  if (typeof value !== 'object' || value === null) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = prototypeKeyIn(value[i]);
      if (found) return [...found, i];
    }
    return null;
  }
  for (const key of Object.keys(value)) {
    if (isPrototypeKey(key)) return [key];
    const found = prototypeKeyIn((value as Record<string, unknown>)[key]);
    if (found) return [...found, key];
  }
  return null;
};

/** Ids must be unique per kind (they are the rows' keys within the tenant). */
const uniqueIds = (entries: Array<[Path, { id: string }]>, report: Report) => {
  const seen = new Set<string>();
  for (const [at, entry] of entries) {
    if (seen.has(entry.id)) report([...at, 'id'], `the id ${entry.id} is used twice`);
    seen.add(entry.id);
  }
};

const listed = <T>(list: T[], at: Path): Array<[Path, T]> => list.map((entry, i) => [[...at, i], entry]);

const uniqueEmails = (list: Array<{ email: string }>, at: Path, report: Report) => {
  const seen = new Set<string>();
  list.forEach((entry, i) => {
    if (seen.has(entry.email)) report([...at, i, 'email'], `${entry.email} is listed twice`);
    seen.add(entry.email);
  });
};

/** What items may refer to, and the items met so far (unique across the document). */
export interface ItemRefs {
  people: Set<string>;
  files: Set<string>;
  users: Set<string>;
  /** The items met so far, by id: their board's id. */
  items: Map<string, string>;
  /** For the registry's rules; references were checked with their own messages before. */
  known: StoredRefs;
}

export const itemRefsOf = (doc: Pick<ExportSkeleton, 'people' | 'files' | 'users'>): ItemRefs => {
  const people = new Set(doc.people.map((p) => p.id));
  return {
    people,
    files: new Set(doc.files.map((f) => f.id)),
    users: new Set(doc.users.map((u) => u.id)),
    items: new Map(),
    known: { isKnownPerson: (id) => people.has(id), isKnownFile: () => true },
  };
};

/** The item name is the name column's value: the API's rules for it apply. */
const NAME_COLUMN = { id: 'name', type: 'name', title: 'Name', settings: {} } as const;

/** Each board's columns by id, made once per list of columns (items come by the thousand). */
const columnIndex = new WeakMap<ExportColumn[], Map<string, ExportColumn>>();
const columnsById = (columns: ExportColumn[]) => {
  let byId = columnIndex.get(columns);
  if (!byId) columnIndex.set(columns, (byId = new Map(columns.map((c) => [c.id, c]))));
  return byId;
};

/**
 * Checks one item: a new id, a name and values the API could have stored (each of its own board's
 * columns, people of the document's people, files of its files). Returns the values to store, in
 * column order, in an object without a prototype.
 */
export const checkItem = (
  board: { id: string; columns: ExportColumn[] },
  item: {
    id: string;
    name: string;
    values: Record<string, unknown>;
    follows?: ReadonlyArray<{ userId: string }>;
    announcedTo?: readonly string[];
  },
  at: Path,
  refs: ItemRefs,
  report: Report,
): Record<string, unknown> => {
  const { columns } = board;
  if (refs.items.has(item.id)) report([...at, 'id'], `the id ${item.id} is used twice`);
  else refs.items.set(item.id, board.id);
  const followers = (item.follows ?? []).map((f) => f.userId);
  userIds(followers, [...at, 'follows'], refs.users, report);
  userIds(item.announcedTo ?? [], [...at, 'announcedTo'], refs.users, report);
  const name = checkStoredValue(NAME_COLUMN, { text: item.name }, refs.known);
  if (!name.ok) report([...at, 'name'], name.message);
  const byId = columnsById(columns);
  const checked = new Map<string, unknown>();
  for (const columnId of Object.keys(item.values)) {
    const column = byId.get(columnId);
    const value = item.values[columnId];
    const here = () => [...at, 'values', columnId];
    if (!column) report(here(), `the board has no column ${columnId}`);
    else if (column.type === 'name') report(here(), 'the name column is the item name, not a value');
    else if (!danglingRef(column, value, refs, here, report)) {
      const result = checkStoredValue(column, value, refs.known);
      if (result.ok) checked.set(columnId, result.value);
      else report(here(), result.message);
    }
  }
  const out = Object.create(null) as Record<string, unknown>;
  for (const column of columns) if (checked.has(column.id)) out[column.id] = checked.get(column.id);
  return out;
};

/**
 * People and files not in the document are named by their id; says whether there was one. What a value
 * refers to is its type's (the registry's `refs`); a value not of its type is reported by checkStoredValue.
 */
const danglingRef = (
  column: ExportColumn,
  value: unknown,
  refs: ItemRefs,
  at: () => Path,
  report: Report,
) => {
  const read = readStoredValue(column.type, value);
  if (read === null) return false;
  const { people, files } = columnDefinition(column.type).refs(read);
  const missing = [
    ...people.filter((id) => !refs.people.has(id)).map((id) => `no person ${id} in people`),
    ...files.filter((id) => !refs.files.has(id)).map((id) => `no file ${id} in files`),
  ];
  for (const message of missing) report(at(), message);
  return missing.length > 0;
};

/** Reports every problem of the skeleton: duplicate ids and emails, dangling references. */
export const checkSkeleton = (doc: ExportSkeleton, report: Report) => {
  const files = new Set(doc.files.map((f) => f.id));
  const userIds = new Set(doc.users.map((u) => u.id));
  const boardIds = new Set(doc.boards.map((b) => b.id));
  const fileRef = (id: string | null, at: Path) => {
    if (id !== null && !files.has(id)) report(at, `no file ${id} in files`);
  };

  fileRef(doc.tenant.logoFileId, ['tenant', 'logoFileId']);
  uniqueIds(listed(doc.users, ['users']), report);
  uniqueEmails(doc.users, ['users'], report);
  doc.users.forEach((u, i) => {
    fileRef(u.avatarFileId, ['users', i, 'avatarFileId']);
    const kinds = new Set<string>();
    u.notificationPreferences.forEach((p, k) => {
      if (kinds.has(p.kind))
        report(['users', i, 'notificationPreferences', k, 'kind'], `${p.kind} is listed twice`);
      kinds.add(p.kind);
    });
    u.boardIds.forEach((id, k) => {
      if (!boardIds.has(id)) report(['users', i, 'boardIds', k], `no board ${id} in boards`);
      else if (u.boardIds.indexOf(id) !== k)
        report(['users', i, 'boardIds', k], `board ${id} is listed twice`);
    });
  });

  uniqueIds(listed(doc.people, ['people']), report);
  uniqueEmails(doc.people, ['people'], report);
  const linked = new Set<string>();
  doc.people.forEach((p, i) => {
    fileRef(p.photoFileId, ['people', i, 'photoFileId']);
    if (p.userId === null) return;
    if (!userIds.has(p.userId)) report(['people', i, 'userId'], `no user ${p.userId} in users`);
    else if (linked.has(p.userId)) report(['people', i, 'userId'], `user ${p.userId} is two people`);
    linked.add(p.userId);
  });

  const boards = listed(doc.boards, ['boards']);
  uniqueIds(boards, report);
  uniqueIds(
    boards.flatMap(([at, b]) => listed(b.groups, [...at, 'groups'])),
    report,
  );
  uniqueIds(
    boards.flatMap(([at, b]) => listed(b.columns, [...at, 'columns'])),
    report,
  );
  uniqueIds(listed(doc.feedback, ['feedback']), report);
  doc.feedback.forEach((f, i) => {
    if (!userIds.has(f.userId)) report(['feedback', i, 'userId'], `no user ${f.userId} in users`);
  });
  uniqueIds(listed(doc.files, ['files']), report);
};

/** Every check of a whole document in memory: the skeleton, each item, then each record. */
export const checkDocument = (doc: TenantExportShape, report: Report) => {
  checkSkeleton(doc, report);
  const refs = itemRefsOf(doc);
  doc.boards.forEach((board, b) =>
    board.groups.forEach((group, g) =>
      group.items.forEach((item, i) =>
        checkItem(board, item, ['boards', b, 'groups', g, 'items', i], refs, report),
      ),
    ),
  );
  const records = recordRefsOf(doc, refs.items, new Set(doc.updates.map((u) => u.id)));
  doc.updates.forEach((u, i) => checkUpdate(u, ['updates', i], records, report));
  doc.notifications.forEach((n, i) => checkNotification(n, ['notifications', i], records, report));
  doc.activity.forEach((a, i) => checkActivity(a, ['activity', i], records, report));
};
