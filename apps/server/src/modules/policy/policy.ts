import {
  type ColumnType,
  type EndpointAccess,
  type EndpointDef,
  type StaffRole,
  capabilities,
  columnDefinition,
  consoleMessages,
  endpoints,
  previewMessages,
  isStaffRole,
  serverMessages,
} from '@portico/contract';
import type { Flag, UserRole } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import type { AuthContext } from '../../domain/auth-context';
import { type Reach, boardReach } from './audience';

/**
 * The authorization policy: whether an actor may do something to a thing (tenant, board, item, column),
 * decided here and nowhere else (docs/decisions.md, "Authorization").
 *
 * Boards and columns are loaded first and then decided on (`authorizeBoard`, `authorizeColumn`). Items are
 * read in bulk on the hot path, so for them the policy hands out an `ItemScope` that every item query
 * applies as its condition (policy/item-scope.repository.ts): a list, a search, a details call and a write
 * all read through the same scope, so they can never disagree, and an item outside it is not found —
 * exactly like an item that does not exist (no existence oracle).
 *
 * Files go with the item and column that hold them: their signed URLs are minted only in item responses,
 * which hold only items of the scope and columns the actor may read.
 *
 * Answers: 404 for what the actor may not see, 403 for what they see but may not do.
 */

/**
 * Who asks: a portal client or a member of the tenant's staff. Rules are kept per kind of actor in
 * `RULES`, typed so that a new kind does not compile until each of its rules is written.
 */
export type Actor = ClientActor | StaffActor;

/** A signed-in portal user of a tenant: their session, plus the kind. */
export interface ClientActor extends AuthContext {
  readonly kind: 'client';
}

/** A signed-in staff member (docs/decisions.md, "Staff and the console"). */
export interface StaffActor extends AuthContext {
  readonly kind: 'staff';
  readonly role: StaffRole;
  /**
   * Working in the console's staff board (`consoleView`): every board, every column — hidden ones and
   * those clients may not edit — and adding items whatever the plan. Without it, staff in the portal see
   * what the portal shows.
   */
  readonly console?: true;
}

/** Whether an account is staff: an administrator or an editor of its tenant. */
export const isStaff = (user: { role: UserRole }): boolean => isStaffRole(user.role);

/** The actor of a session, by its account's role. */
export const actorOf = (auth: AuthContext): Actor => {
  const role = auth.user.role;
  return isStaffRole(role) ? { ...auth, kind: 'staff', role } : { ...auth, kind: 'client' };
};

/** What the policy reads of a board, as loaded for the actor (boards.repository `findBoardForUser`). */
export interface BoardFacts {
  /** The actor was granted the board (board_access). */
  granted: boolean;
  allow_item_creation: Flag;
  /** The actor's person in the tenant's directory: whom "assigned to me" means (null: nobody). */
  person_id: string | null;
}

/** What the policy reads of a column. */
export interface ColumnFacts {
  isVisible: boolean;
  isEditable: boolean;
  /** The column's type: in the console, staff write every column of a type that can be written. */
  type?: ColumnType;
}

export type BoardAction = 'read' | 'createItem';
/** `addLabel`: a write that adds a new status, dropdown or tag label to the column's options. */
export type ColumnAction = 'read' | 'write' | 'addLabel';

/**
 * Which items of a board the actor may see: all of them, those a visible people column assigns to one
 * person (item_people), or none. Repositories turn it into SQL (policy/item-scope.repository.ts).
 */
export type ItemScope =
  | { readonly kind: 'all' }
  | { readonly kind: 'assigned'; readonly personId: string }
  | { readonly kind: 'none' };

const ALL: ItemScope = { kind: 'all' };
const NONE: ItemScope = { kind: 'none' };

/** Items assigned to this person; nobody in the directory has nothing assigned. */
const assignedTo = (personId: string | null): ItemScope =>
  personId === null ? NONE : { kind: 'assigned', personId };

/** The scope of a reach of the audience rule (audience.ts): what the actor's own queries apply. */
const scopeOf = (reach: Reach, personId: string | null): ItemScope =>
  reach === 'all' ? ALL : reach === 'assigned' ? assignedTo(personId) : NONE;

interface ActorRules<A extends Actor> {
  /** May use the tenant's boards at all (403 otherwise). */
  useBoards(actor: A): boolean;
  board(actor: A, action: BoardAction, board: BoardFacts): boolean;
  items(actor: A, board: BoardFacts): ItemScope;
  column(actor: A, action: ColumnAction, column: ColumnFacts): boolean;
}

/**
 * §6: a client whose (or whose tenant's) filterItemsByEmail is set sees only the items assigned to them.
 * Exported for the account's presentation (users.service: `filterItemsByEmail`), so both say the same.
 */
export const restrictedToAssigned = (
  tenant: Pick<AuthContext['tenant'], 'filterItemsByEmail'>,
  user: Pick<AuthContext['user'], 'filterItemsByEmail'>,
): boolean => capabilities.onlyAssignedItems(tenant, user);

const CLIENT: ActorRules<ClientActor> = {
  // §6: access requires subscriptionStatus 'valid'.
  useBoards: (actor) => capabilities.useBoards(actor.tenant),
  board: (actor, action, board) => {
    if (!board.granted) return false;
    switch (action) {
      case 'read':
        return true;
      case 'createItem':
        // §6: the tenant's allowUsersToCreateNewItems, a Pro or Enterprise plan, and a board that allows it.
        // A client restricted to assigned items may create too; the item then follows the same rule.
        return capabilities.createItems(actor.tenant) && board.allow_item_creation === 1;
    }
  },
  items: (actor, board) => scopeOf(boardReach(actor.tenant, actor.user, board), board.person_id),
  column: (actor, action, column) => {
    // Hidden columns are internal to the tenant: clients never see or write them.
    if (!column.isVisible) return false;
    switch (action) {
      case 'read':
        return true;
      case 'write':
        return column.isEditable;
      case 'addLabel':
        // §6: allowNewValueCreation and a Standard, Pro or Enterprise plan.
        return column.isEditable && capabilities.addLabels(actor.tenant);
    }
  },
};

/**
 * Staff in the portal: every board and every item of their tenant, through the portal's own view (the
 * visible columns, the plan's capabilities). What only staff may see and do is in the console, whose
 * calls are decided by `authorizeConsole`.
 */
const STAFF: ActorRules<StaffActor> = {
  useBoards: (actor) => capabilities.useBoards(actor.tenant),
  board: (actor, action, board) =>
    action === 'read' ||
    actor.console === true ||
    (capabilities.createItems(actor.tenant) && board.allow_item_creation === 1),
  items: (actor, board) => scopeOf(boardReach(actor.tenant, actor.user, board), board.person_id),
  column: (actor, action, column) => {
    if (!actor.console) return CLIENT.column(actor as unknown as ClientActor, action, column);
    return action === 'read' || (column.type !== undefined && columnDefinition(column.type).writable);
  },
};

const RULES: { [K in Actor['kind']]: ActorRules<Extract<Actor, { kind: K }>> } = {
  client: CLIENT,
  staff: STAFF,
};

const rulesOf = (actor: Actor) => RULES[actor.kind] as ActorRules<Actor>;

export const canUseBoards = (actor: Actor): boolean => rulesOf(actor).useBoards(actor);

/** Whether the actor may do this to a board (undefined: a board that does not exist for them). */
export const canOnBoard = (actor: Actor, action: BoardAction, board: BoardFacts | undefined): boolean =>
  board !== undefined && rulesOf(actor).board(actor, action, board);

export const canOnColumn = (actor: Actor, action: ColumnAction, column: ColumnFacts | undefined): boolean =>
  column !== undefined && rulesOf(actor).column(actor, action, column);

/** §6: the tenant's subscription must be valid (403 with the message the portal shows). */
export const authorizeBoards = (actor: Actor): void => {
  if (!canUseBoards(actor)) throw forbidden(serverMessages.invalidSubscription);
};

const BOARD_REFUSALS: Record<Exclude<BoardAction, 'read'>, string> = {
  createItem: serverMessages.createNotAllowed,
};

/**
 * The board, if the actor may do this to it: 404 when they may not see it (another user's or tenant's
 * board alike), 403 when they see it but may not do this.
 */
export const authorizeBoard = <B extends BoardFacts>(
  actor: Actor,
  action: BoardAction,
  board: B | undefined,
): B => {
  if (!board || !canOnBoard(actor, 'read', board)) throw notFound(serverMessages.boardNotFound);
  if (action !== 'read' && !canOnBoard(actor, action, board)) throw forbidden(BOARD_REFUSALS[action]);
  return board;
};

/**
 * The column, if the actor may do this to it: 404 for a column they may not see (a hidden one is answered
 * as one that does not exist), 403 for one they see but may not write.
 */
export const authorizeColumn = <C extends ColumnFacts & { title: string }>(
  actor: Actor,
  action: 'read' | 'write',
  column: C | undefined,
): C => {
  if (!column || !canOnColumn(actor, 'read', column)) throw notFound(serverMessages.columnNotFound);
  if (action === 'write' && !canOnColumn(actor, 'write', column))
    throw forbidden(serverMessages.columnNotEditable(column.title));
  return column;
};

/**
 * The items of a board the actor may see. `assignedToMe` narrows it to the actor's own items for a view
 * that asks for it (the list's toggle); it never widens what the actor may see.
 */
export const itemScope = (
  actor: Actor,
  board: BoardFacts,
  view: { assignedToMe?: boolean } = {},
): ItemScope => {
  const scope = rulesOf(actor).items(actor, board);
  return view.assignedToMe && scope.kind === 'all' ? assignedTo(board.person_id) : scope;
};

/** The item is not there for the actor: outside their scope, on another board or tenant, or missing. */
export const itemNotFound = () => notFound(serverMessages.itemNotFound);

/**
 * The console's two areas: `content` (boards, columns, items, clients) for every staff member,
 * `administration` (staff, portal settings) for administrators only. A client is refused with 403 — they
 * are signed in, but the console is not theirs.
 */
export type ConsoleArea = 'content' | 'administration';

/** A staff member working in the console's staff board (see `StaffActor.console`). */
export const consoleView = (actor: StaffActor): StaffActor => ({ ...actor, console: true });

export const authorizeConsole = (actor: Actor, area: ConsoleArea): StaffActor => {
  if (actor.kind !== 'staff') throw forbidden(consoleMessages.staffOnly);
  if (area === 'administration' && actor.role !== 'admin') throw forbidden(consoleMessages.adminOnly);
  return actor;
};

/** The console area of a call's declared access. */
export const consoleAreaOf = (access: EndpointAccess | undefined): ConsoleArea | undefined =>
  access === 'staff' ? 'content' : access === 'admin' ? 'administration' : undefined;

/**
 * Whether the actor may make a call at all, by the access its endpoint declares (the contract's
 * `access`): decided from the session alone, so the request context asks it before the call's query and
 * body are read — a client is refused the console with 403 whatever they send, never told first that
 * their body is invalid (docs/decisions.md, "Authorize first").
 */
export const authorizeAccess = (actor: Actor, access: EndpointAccess | undefined): void => {
  if (access === 'boards') authorizeBoards(actor);
  const area = consoleAreaOf(access);
  if (area) authorizeConsole(actor, area);
};

/**
 * The calls a preview of the portal may make though they are not GETs: a read sent as POST, and signing
 * out (which ends the preview). Kept here, not in the contract, so the web app does not carry it.
 */
const PREVIEW_MAY_POST: ReadonlySet<EndpointDef> = new Set([endpoints.getDropdownOptions, endpoints.logout]);

/** Whether a preview may make this call: a GET, or one of PREVIEW_MAY_POST. */
export const previewMayCall = (endpoint: EndpointDef): boolean =>
  endpoint.method === 'GET' || PREVIEW_MAY_POST.has(endpoint);

/** Methods that change nothing: what a preview may always send. */
const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * A preview of the portal as a client (docs/decisions.md, "Preview as client") reads exactly as that
 * client and changes nothing: every call other than a GET or HEAD, or one of PREVIEW_MAY_POST (marked on
 * its route by `routeOf`), is refused with 403 before its handler runs. The request context applies it to
 * every signed-in request, so no route can forget it, and a route outside the contract is refused too.
 */
export const authorizePreview = (
  auth: Pick<AuthContext, 'preview'>,
  request: { method: string; allowedInPreview: boolean },
): void => {
  if (auth.preview && !READ_METHODS.has(request.method) && !request.allowedInPreview)
    throw forbidden(previewMessages.readOnly);
};
