import { columnDefinition } from './columns/registry';
import type { ExportColumn, TenantExportShape } from './transfer';

/**
 * The checks of a tenant export document that no single field's schema can make: ids unique per kind,
 * references (files, users, boards, people) that exist in the document, and item values that are values of
 * their column's type. Together with the shape they are what `portico import` validates before it writes.
 */

type Doc = TenantExportShape;
type Path = Array<string | number>;
type Report = (path: Path, message: string) => void;

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

interface Known {
  people: Set<string>;
  files: Set<string>;
}

/** An item's values: columns of its own board (not the name column), values of the column's type. */
const checkValues = (
  columns: Map<string, ExportColumn>,
  values: Record<string, unknown>,
  at: Path,
  known: Known,
  report: Report,
) => {
  for (const [columnId, value] of Object.entries(values)) {
    const column = columns.get(columnId);
    const here = [...at, columnId];
    if (!column) report(here, `the board has no column ${columnId}`);
    else if (column.type === 'name') report(here, 'the name column is the item name, not a value');
    else if (!columnDefinition(column.type).valueSchema.safeParse(value).success)
      report(here, `not a ${column.type} value`);
    else if (column.type === 'people') {
      for (const id of (value as { personIds: string[] }).personIds)
        if (!known.people.has(id)) report(here, `no person ${id} in people`);
    } else if (column.type === 'file') {
      for (const f of (value as { files: Array<{ fileId: string }> }).files)
        if (!known.files.has(f.fileId)) report(here, `no file ${f.fileId} in files`);
    }
  }
};

const checkBoards = (doc: Doc, known: Known, report: Report) => {
  const boards = listed(doc.boards, ['boards']);
  const groups = boards.flatMap(([at, b]) => listed(b.groups, [...at, 'groups']));
  uniqueIds(boards, report);
  uniqueIds(groups, report);
  uniqueIds(
    boards.flatMap(([at, b]) => listed(b.columns, [...at, 'columns'])),
    report,
  );
  uniqueIds(
    groups.flatMap(([at, g]) => listed(g.items, [...at, 'items'])),
    report,
  );
  for (const [at, board] of boards) {
    const columns = new Map(board.columns.map((c) => [c.id, c]));
    board.groups.forEach((group, g) =>
      group.items.forEach((item, i) =>
        checkValues(columns, item.values, [...at, 'groups', g, 'items', i, 'values'], known, report),
      ),
    );
  }
};

/** Reports every problem that spans the document: duplicate ids and emails, dangling references, values. */
export const checkDocument = (doc: Doc, report: Report) => {
  const known: Known = {
    people: new Set(doc.people.map((p) => p.id)),
    files: new Set(doc.files.map((f) => f.id)),
  };
  const userIds = new Set(doc.users.map((u) => u.id));
  const boardIds = new Set(doc.boards.map((b) => b.id));
  const fileRef = (id: string | null, at: Path) => {
    if (id !== null && !known.files.has(id)) report(at, `no file ${id} in files`);
  };

  fileRef(doc.tenant.logoFileId, ['tenant', 'logoFileId']);
  uniqueIds(listed(doc.users, ['users']), report);
  uniqueEmails(doc.users, ['users'], report);
  doc.users.forEach((u, i) => {
    fileRef(u.avatarFileId, ['users', i, 'avatarFileId']);
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

  checkBoards(doc, known, report);
  uniqueIds(listed(doc.feedback, ['feedback']), report);
  doc.feedback.forEach((f, i) => {
    if (!userIds.has(f.userId)) report(['feedback', i, 'userId'], `no user ${f.userId} in users`);
  });
  uniqueIds(listed(doc.files, ['files']), report);
};
