import { capabilities, isStaffRole } from '@portico/contract';
import type { UserRole, UserStatus } from '../../db/schema';

/**
 * The audience rule: who may read an item (docs/decisions.md, "One audience rule"). Written once, here, and
 * used in two forms that a property test holds together (audience.test.ts):
 *
 * - this predicate, for an account already loaded: the actor's own item scope (policy `itemScope`) and the
 *   live stream's filter (live.service) ask it;
 * - its SQL form (audience.repository.ts `readsItem`), for "which accounts may read this item": whom an
 *   update may mention and who is offered for a mention (updates), who hears of a change (notifications).
 *
 * The rule: nobody reads an item unless their account is active and the tenant may use boards (§6: a
 * valid subscription — the portal and the console's staff board alike); staff then read every item of
 * their tenant; a client reads nothing internal (an internal note, a hidden column's value), only the items
 * of the boards granted to them, and — when restricted to their assigned items (§6 filterItemsByEmail) —
 * only the items a visible people column assigns to them.
 */

/** The account whose reading is decided. */
export interface Reader {
  role: UserRole;
  status: UserStatus;
  /** The account's own filterItemsByEmail (null: the tenant's). */
  filterItemsByEmail: boolean | null;
}

/** What the rule reads of the tenant. */
export interface AudienceTenant {
  filterItemsByEmail: boolean;
  subscriptionStatus: string;
}

/** What the rule reads of a board (and of what is said about its item). */
export interface BoardAudienceFacts {
  /** The reader was granted the board (board_access). */
  granted: boolean;
  /** Staff-only matter: an internal note, a hidden column's value. */
  internal?: boolean;
}

export interface ItemAudienceFacts extends BoardAudienceFacts {
  /** A visible people column of the item holds the reader's person (item_people). */
  assigned: boolean;
}

/** How far into a board a reader reaches: every item, the items assigned to them, or none. */
export type Reach = 'all' | 'assigned' | 'none';

/** The rule, per board: every other form is derived from it. */
export const boardReach = (tenant: AudienceTenant, reader: Reader, board: BoardAudienceFacts): Reach => {
  if (reader.status !== 'active' || !capabilities.useBoards(tenant)) return 'none';
  if (isStaffRole(reader.role)) return 'all';
  if (board.internal || !board.granted) return 'none';
  return capabilities.onlyAssignedItems(tenant, reader) ? 'assigned' : 'all';
};

/** Whether the reader may read an item: the rule, for one item. */
export const mayReadItem = (tenant: AudienceTenant, reader: Reader, item: ItemAudienceFacts): boolean => {
  const reach = boardReach(tenant, reader, item);
  return reach === 'all' || (reach === 'assigned' && item.assigned);
};

/** Whether the reader may read what is said of a board itself (no item): its reach is not none. */
export const mayReadBoard = (tenant: AudienceTenant, reader: Reader, board: BoardAudienceFacts): boolean =>
  boardReach(tenant, reader, board) !== 'none';
