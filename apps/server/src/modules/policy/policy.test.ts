import { describe, expect, it } from 'vitest';
import { consoleMessages, serverMessages } from '@portico/contract';
import { AppError } from '../../lib/errors';
import type { TenantsTable, UsersTable } from '../../db/schema';
import { type Tenant, toTenant } from '../../domain/tenant';
import { type Account, toAccount } from '../../domain/account';
import {
  type Actor,
  type BoardFacts,
  type ClientActor,
  authorizeBoard,
  authorizeConsole,
  authorizeBoards,
  authorizeColumn,
  canOnBoard,
  canOnColumn,
  actorOf,
  itemScope,
} from './policy';

/** The policy's rules, decision by decision; authorization-matrix.test.ts checks them through HTTP. */

// Built from rows, the way the repositories map them (tenants/tenant.ts, users/account.ts).
const tenantRow = (patch: Partial<TenantsTable> = {}): Tenant =>
  toTenant({
    id: 't1',
    slug: 'acme',
    name: 'Acme',
    description: '',
    logo_file_id: null,
    signup_method: 'signup-with-admin-approval',
    subscription_status: 'valid',
    subscription_plan: 'Pro',
    allow_users_to_create_new_items: 1,
    allow_new_value_creation: 1,
    filter_items_by_email: 0,
    grant_all_boards: 1,
    language: 'en',
    browser_language: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...patch,
  });

const userRow = (patch: Partial<UsersTable> = {}): Account =>
  toAccount({
    id: 'u1',
    tenant_id: 't1',
    email: 'dana@example.com',
    name: 'Dana',
    password_hash: null,
    status: 'active',
    avatar_file_id: null,
    filter_items_by_email: null,
    role: 'client',
    language: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...patch,
  });

const actor = (tenant: Partial<TenantsTable> = {}, user: Partial<UsersTable> = {}): Actor =>
  actorOf({
    tenant: tenantRow(tenant),
    user: userRow(user),
    sessionId: 's1',
    preview: null,
    memo: new Map(),
  });

const client = (tenant: Partial<TenantsTable> = {}, user: Partial<UsersTable> = {}): ClientActor => {
  const a = actor(tenant, user);
  if (a.kind !== 'client') throw new Error('not a client');
  return a;
};

const board = (patch: Partial<BoardFacts> = {}): BoardFacts => ({
  granted: true,
  allow_item_creation: 1,
  person_id: 'p1',
  ...patch,
});

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return [error.statusCode, error.message];
    throw error;
  }
  return null;
};

describe('tenant', () => {
  it('lets clients use boards only with a valid subscription (403 otherwise)', () => {
    expect(refusal(() => authorizeBoards(client()))).toBeNull();
    expect(refusal(() => authorizeBoards(client({ subscription_status: 'expired' })))).toEqual([
      403,
      serverMessages.invalidSubscription,
    ]);
  });
});

describe('board', () => {
  it('shows a board only to clients granted it, as a 404 like a board that does not exist', () => {
    const actor = client();
    expect(canOnBoard(actor, 'read', board())).toBe(true);
    expect(canOnBoard(actor, 'read', board({ granted: false }))).toBe(false);
    const notFound = [404, serverMessages.boardNotFound];
    expect(refusal(() => authorizeBoard(actor, 'read', board({ granted: false })))).toEqual(notFound);
    expect(refusal(() => authorizeBoard(actor, 'read', undefined))).toEqual(notFound);
    // Not even whether creating would be allowed is told about a board the client may not see.
    expect(refusal(() => authorizeBoard(actor, 'createItem', board({ granted: false })))).toEqual(notFound);
  });

  it('lets clients create items with the tenant flag, a Pro or Enterprise plan and a board that allows it', () => {
    const cases: Array<[Partial<TenantsTable>, Partial<BoardFacts>, boolean]> = [
      [{}, {}, true],
      [{ subscription_plan: 'Enterprise' }, {}, true],
      [{ subscription_plan: 'Standard' }, {}, false],
      [{ allow_users_to_create_new_items: 0 }, {}, false],
      [{}, { allow_item_creation: 0 }, false],
      // A client restricted to their assigned items may create items too.
      [{ filter_items_by_email: 1 }, {}, true],
    ];
    for (const [tenant, facts, allowed] of cases) {
      expect(canOnBoard(client(tenant), 'createItem', board(facts)), JSON.stringify([tenant, facts])).toBe(
        allowed,
      );
    }
    expect(
      refusal(() => authorizeBoard(client({ subscription_plan: 'Standard' }), 'createItem', board())),
    ).toEqual([403, serverMessages.createNotAllowed]);
  });
});

describe('items', () => {
  it("restricts a client to their assigned items when their own or the tenant's flag says so", () => {
    const cases: Array<
      [TenantsTable['filter_items_by_email'], UsersTable['filter_items_by_email'], boolean]
    > = [
      [0, null, false],
      [1, null, true],
      [0, 1, true],
      // The user's own setting wins over the tenant's.
      [1, 0, false],
    ];
    for (const [tenantFlag, userFlag, restricted] of cases) {
      const scope = itemScope(
        client({ filter_items_by_email: tenantFlag }, { filter_items_by_email: userFlag }),
        board(),
      );
      expect(scope).toEqual(restricted ? { kind: 'assigned', personId: 'p1' } : { kind: 'all' });
    }
  });

  it('gives a restricted client who is nobody in the directory no items', () => {
    const actor = client({}, { filter_items_by_email: 1 });
    expect(itemScope(actor, board({ person_id: null }))).toEqual({ kind: 'none' });
  });

  it('lets the "assigned to me" view narrow the scope, never widen it', () => {
    expect(itemScope(client(), board(), { assignedToMe: true })).toEqual({
      kind: 'assigned',
      personId: 'p1',
    });
    expect(itemScope(client(), board({ person_id: null }), { assignedToMe: true })).toEqual({ kind: 'none' });
    const restricted = client({}, { filter_items_by_email: 1 });
    expect(itemScope(restricted, board(), { assignedToMe: false })).toEqual({
      kind: 'assigned',
      personId: 'p1',
    });
  });
});

describe('columns', () => {
  const column = (isVisible: boolean, isEditable: boolean) => ({ title: 'Notes', isVisible, isEditable });

  it('answers a hidden column as one that does not exist, and a read-only one with 403 on writes', () => {
    const actor = client();
    expect(refusal(() => authorizeColumn(actor, 'read', column(false, true)))).toEqual([
      404,
      serverMessages.columnNotFound,
    ]);
    expect(refusal(() => authorizeColumn(actor, 'write', column(false, false)))).toEqual([
      404,
      serverMessages.columnNotFound,
    ]);
    expect(refusal(() => authorizeColumn(actor, 'read', column(true, false)))).toBeNull();
    expect(refusal(() => authorizeColumn(actor, 'write', column(true, false)))).toEqual([
      403,
      serverMessages.columnNotEditable('Notes'),
    ]);
    expect(refusal(() => authorizeColumn(actor, 'write', column(true, true)))).toBeNull();
  });

  it('lets clients add labels with allowNewValueCreation and a Standard, Pro or Enterprise plan', () => {
    const writable = column(true, true);
    expect(canOnColumn(client(), 'addLabel', writable)).toBe(true);
    expect(canOnColumn(client({ subscription_plan: 'Standard' }), 'addLabel', writable)).toBe(true);
    expect(canOnColumn(client({ subscription_plan: 'Free' }), 'addLabel', writable)).toBe(false);
    expect(canOnColumn(client({ allow_new_value_creation: 0 }), 'addLabel', writable)).toBe(false);
    expect(canOnColumn(client(), 'addLabel', column(true, false))).toBe(false);
    expect(canOnColumn(client(), 'addLabel', column(false, true))).toBe(false);
  });
});

describe('staff', () => {
  const admin = () => actor({}, { role: 'admin' });
  const editor = () => actor({}, { role: 'editor' });
  const refusal = (fn: () => unknown) => {
    try {
      fn();
    } catch (error) {
      return error instanceof AppError ? [error.statusCode, error.message] : error;
    }
    return 'allowed';
  };

  it('makes an actor of a staff account by its role', () => {
    expect(admin()).toMatchObject({ kind: 'staff', role: 'admin' });
    expect(editor()).toMatchObject({ kind: 'staff', role: 'editor' });
    expect(actor().kind).toBe('client');
  });

  it('lets staff read every board and all its items in the portal, granted or not', () => {
    const ungranted = board({ granted: false, person_id: null });
    expect(canOnBoard(editor(), 'read', ungranted)).toBe(true);
    expect(itemScope(editor(), ungranted)).toEqual({ kind: 'all' });
    expect(itemScope(actor({ filter_items_by_email: 1 }, { role: 'admin' }), ungranted)).toEqual({
      kind: 'all',
    });
    // The portal is the clients' view: hidden columns stay in the console.
    expect(canOnColumn(admin(), 'read', { isVisible: false, isEditable: true })).toBe(false);
  });

  it('opens the console to staff only, and its administration to administrators only', () => {
    expect(refusal(() => authorizeConsole(actor(), 'content'))).toEqual([403, consoleMessages.staffOnly]);
    expect(refusal(() => authorizeConsole(editor(), 'content'))).toBe('allowed');
    expect(refusal(() => authorizeConsole(editor(), 'administration'))).toEqual([
      403,
      consoleMessages.adminOnly,
    ]);
    expect(refusal(() => authorizeConsole(admin(), 'administration'))).toBe('allowed');
    // The console does not depend on the plan: staff prepare their portal before clients may use it.
    const expired: Actor = actor({ subscription_status: 'expired' }, { role: 'editor' });
    expect(refusal(() => authorizeConsole(expired, 'content'))).toBe('allowed');
  });
});
