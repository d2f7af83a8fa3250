import type { ActivityAction, ActivitySubject, ActorKind } from '@portico/contract';

/**
 * The change pipeline's events (docs/decisions.md, "One change pipeline"): what a write tells the rest of
 * the portal. Each is typed by what happened; each carries the lines the activity record keeps of it.
 */

/** Who made a change: an account (client or staff) or the operator's CLI. */
export interface ChangeActor {
  kind: ActorKind;
  id: string | null;
  name: string;
}

/** One line of a change: what it is about and, for an update, the field with its values before and after. */
export interface Change {
  subject: ActivitySubject;
  action: ActivityAction;
  subjectId: string | null;
  subjectName: string;
  board?: { id: string; name: string } | null;
  field?: string | null;
  columnId?: string | null;
  oldValue?: string | null;
  newValue?: string | null;
}

/** What the activity record keeps of an event (possibly nothing). */
interface Recorded {
  changes: readonly Change[];
}

/** An item was added (portal or console). */
export interface ItemCreated extends Recorded {
  type: 'item.created';
  boardId: string;
  itemId: string;
  groupId: string;
}

/** An item's values changed; `assignedBefore`: the people it assigned before the write. */
export interface ItemChanged extends Recorded {
  type: 'item.changed';
  boardId: string;
  itemId: string;
  assignedBefore: readonly string[];
}

/** Many items of a board at once: a bulk action of the staff board, a CSV import. */
export interface ItemsChanged extends Recorded {
  type: 'items.changed';
  boardId: string;
}

/** A board itself: its settings, groups or columns. */
export interface BoardChanged extends Recorded {
  type: 'board.changed';
  boardId: string;
}

/** An update or reply posted on an item's thread. */
export interface UpdatePosted extends Recorded {
  type: 'update.posted';
  boardId: string;
  itemId: string;
  itemName: string;
  updateId: string;
  /** The body as written (rich-text.ts). */
  body: string;
  internal: boolean;
  /** Accounts mentioned (checked: each may read the item; staff only for an internal note). */
  mentionedUserIds: readonly string[];
  /** The author as notifications name them (their name, or their email without one). */
  author: { id: string; name: string };
}

/** An update edited or deleted. */
export interface UpdateChanged extends Recorded {
  type: 'update.changed';
  boardId: string;
  itemId: string;
  updateId: string;
  internal: boolean;
}

/** The tenant's accounts, staff, directory or settings: what only the record keeps. */
export interface TenantChanged extends Recorded {
  type: 'tenant.changed';
}

/** The account an account event is about. */
export interface EventAccount {
  id: string;
  name: string;
  email: string;
}

/** Someone signed up and waits for approval. */
export interface AccountSignedUp {
  type: 'account.signedUp';
  account: EventAccount;
}

/** A client's account was approved (by staff, or the operator). */
export interface AccountApproved extends Recorded {
  type: 'account.approved';
  account: EventAccount;
}

/** A person's notifications (new ones, or read): their open bells refresh. */
export interface NotificationsChanged {
  type: 'notifications.changed';
  userId: string;
}

export type ChangeEvent =
  | ItemCreated
  | ItemChanged
  | ItemsChanged
  | BoardChanged
  | UpdatePosted
  | UpdateChanged
  | TenantChanged
  | AccountSignedUp
  | AccountApproved
  | NotificationsChanged;

export type ChangeEventType = ChangeEvent['type'];

/** The lines the activity record keeps of an event. */
export const changesOf = (event: ChangeEvent): readonly Change[] => ('changes' in event ? event.changes : []);
