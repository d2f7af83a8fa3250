import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { ItemScope } from './policy';

/**
 * The SQL of an ItemScope: the one place where "which items of a board the actor may see" becomes a query
 * condition. Item queries are prepared once per variant (db/prepared.ts), so a scope is a variant
 * (every item, or the items of one person) plus the person as a parameter; a 'none' scope reaches no query.
 *
 * "Assigned to a person" is a row of item_people (written with the item from its visible people columns),
 * read in two forms of the same rule: as the source of board-order reads (its rows carry the board order,
 * so an assigned page is one index range, as an unfiltered one is) and as a condition on one item row.
 */

export type ScopeVariant = 'all' | 'assigned';

export interface ScopeParams {
  variant: ScopeVariant;
  /** The person of an 'assigned' scope ('' otherwise: the parameter is then unused). */
  personId: string;
}

/** The variant and parameter of a scope; null for a scope that sees nothing (no query needed). */
export const scopeParams = (scope: ItemScope): ScopeParams | null => {
  switch (scope.kind) {
    case 'all':
      return { variant: 'all', personId: '' };
    case 'assigned':
      return { variant: 'assigned', personId: scope.personId };
    case 'none':
      return null;
  }
};

/** The item_people rows of a person (alias `ip`): the source of assigned board-order reads and counts. */
export const assignedRows = (db: Kysely<Database>, personId: string) =>
  db.selectFrom('item_people as ip').where('ip.person_id', '=', personId);

/**
 * The same rule as a condition on an item row of alias `item`: the person's item_people row for it, found
 * by its primary key (the row carries the item's board order key).
 */
export const isAssigned = (item: string, personId: unknown): RawBuilder<SqlBool> =>
  sql<SqlBool>`exists (select 1 from item_people scope_ip
    where scope_ip.tenant_id = ${sql.ref(`${item}.tenant_id`)}
      and scope_ip.board_id = ${sql.ref(`${item}.board_id`)}
      and scope_ip.person_id = ${personId}
      and scope_ip.gpos = ${sql.ref(`${item}.gpos`)}
      and scope_ip.pos = ${sql.ref(`${item}.pos`)})`;
