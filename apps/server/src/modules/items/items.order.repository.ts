import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { assignedRows, scopeParams } from '../policy';
import type { ItemScope } from '../policy';
import type { BoardKey } from './items.cursor';

/**
 * The board order that pages, walks and index lookups share: rows after a key in (group position, item
 * position) order, of all items or of one person's (item_people), and what an item view reads.
 */

/** What a page or a details view reads of an item. */
export interface ItemView {
  id: string;
  name: string;
  group_id: string;
  group_title: string;
  view_json: string;
  has_files: number;
  gpos: number;
  pos: number;
}

export interface PageArgs extends Record<string, unknown> {
  tenantId: string;
  boardId: string;
  personId: string;
  gpos: number;
  pos: number;
  limit: number;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one builder serves two FROM shapes; rows are typed by the callers
export type Builder = SelectQueryBuilder<any, any, any>;

/**
 * Items of a board after a key, in board order: all of them, or (`assigned`) those of the policy's item
 * scope for a person. The person variant reads item_people (same order, same key) and joins the items, so
 * both are one index range. `k` is the alias whose (gpos, pos) orders the rows.
 */
export const ordered = (
  db: Kysely<Database>,
  p: PageArgs,
  assigned: boolean,
  keysOnly = false,
): { q: Builder; k: 'i' | 'ip' } => {
  const k = assigned ? 'ip' : 'i';
  let q = assigned
    ? (assignedRows(db, p.personId) as unknown as Builder)
    : (db.selectFrom('items as i') as unknown as Builder);
  // Keys only: the order index alone answers (a covering index scan), with no row or group read.
  if (!keysOnly) {
    if (assigned)
      q = q.innerJoin('items as i', (j) =>
        j.onRef('i.tenant_id', '=', 'ip.tenant_id').onRef('i.id', '=', 'ip.item_id'),
      );
    q = q.innerJoin('board_groups as g', (j) =>
      j.onRef('g.tenant_id', '=', 'i.tenant_id').onRef('g.id', '=', 'i.group_id'),
    );
  }
  q = q
    .where(`${k}.tenant_id`, '=', p.tenantId)
    .where(`${k}.board_id`, '=', p.boardId)
    .where(keyCompare(k, '>', p.gpos, p.pos))
    .orderBy(`${k}.gpos`)
    .orderBy(`${k}.pos`);
  return { q, k };
};

/** `(k.gpos, k.pos) op (gpos, pos)`: a row-value comparison both databases answer from the order index. */
export const keyCompare = (k: string, op: '>' | '<=', gpos: unknown, pos: unknown) =>
  sql<boolean>`(${sql.ref(`${k}.gpos`)}, ${sql.ref(`${k}.pos`)}) ${sql.raw(op)} (${gpos}, ${pos})`;

export const VIEW_COLUMNS = [
  'i.id',
  'i.name',
  'i.group_id',
  'g.title as group_title',
  'i.view_json',
  'i.has_files',
  'i.gpos',
  'i.pos',
] as const;

export interface PageQuery {
  tenantId: string;
  boardId: string;
  /** The items the actor may see (policy.itemScope); a page never holds any other. */
  scope: ItemScope;
  after: BoardKey;
  limit: number;
}

/**
 * The prepared variant (0: every item, 1: a person's) and arguments of a page query; null when the scope
 * sees nothing, so there is nothing to read.
 */
export interface ScopedPage {
  variant: 0 | 1;
  args: PageArgs;
}

export const pageArgs = (q: PageQuery): ScopedPage | null => {
  const scope = scopeParams(q.scope);
  if (!scope) return null;
  return {
    variant: scope.variant === 'all' ? 0 : 1,
    args: {
      tenantId: q.tenantId,
      boardId: q.boardId,
      personId: scope.personId,
      gpos: q.after.gpos,
      pos: q.after.pos,
      limit: q.limit,
    },
  };
};
