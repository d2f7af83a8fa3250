import {
  type AddPersonRequest,
  type ConsolePerson,
  type ListPeopleQuery,
  MAX_CONSOLE_PEOPLE,
  type UpdatePersonRequest,
  peopleMessages,
} from '@portico/contract';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { nowIso } from '../../lib/time';
import type { ActivityActor } from '../activity';
import type { Change, ChangePipeline } from '../changes';
import type { Executor } from '../../db/executor';
import type { FilesService } from '../files';
import { type RewrittenItem, rewriteItems, withoutPerson } from '../items';
import {
  type DirectoryRow,
  boardNames,
  deletePerson,
  findDirectoryPerson,
  findPeopleNames,
  findPersonByEmail,
  findUserIdByEmail,
  insertPerson,
  itemsMentioning,
  searchDirectory,
  setPersonFields,
} from '../people';
import type { Tenant } from '../../domain/tenant';

export interface ConsolePeopleDeps {
  files: FilesService;
  /** Indexes rewritten items for search after their transaction commits (SQLite). */
  flushSearch: () => Promise<unknown>;
  changes: ChangePipeline;
}

const accountOf = (role: string | null): ConsolePerson['account'] =>
  role === null ? 'none' : role === 'client' ? 'client' : 'staff';

const recordName = (p: { name: string; email: string }) => `${p.name} <${p.email}>`;

/** Item ids by board, in the order found. */
const byBoard = (rows: Array<{ board_id: string; id: string }>) => {
  const boards = new Map<string, string[]>();
  for (const r of rows) boards.set(r.board_id, [...(boards.get(r.board_id) ?? []), r.id]);
  return boards;
};

/**
 * The console's people directory (docs/decisions.md, "People directory"): add, rename, photos, remove.
 * A rename and a removal re-render the items that show the person in the same transaction as the change.
 */
export const createConsolePeopleService = (ctx: AppContext, deps: ConsolePeopleDeps) => {
  const { db } = ctx;

  /** A change of the directory: what only the record keeps. */
  const record = (executor: Executor, tenantId: string, by: ActivityActor, changes: Change[]) =>
    deps.changes.emit(executor, { tenantId, by, events: [{ type: 'tenant.changed', changes }] });

  const present = (tenantId: string, row: DirectoryRow): ConsolePerson => {
    const fileId = row.photo_file_id ?? row.user_avatar_file_id;
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      photo: fileId ? deps.files.url(tenantId, fileId, 'photo') : null,
      hasOwnPhoto: row.photo_file_id !== null,
      account: accountOf(row.user_role),
      itemCount: row.item_count,
    };
  };

  const require = async (tenant: Tenant, personId: string, executor: Executor = db.kysely) => {
    const row = await findDirectoryPerson(executor, tenant.id, personId);
    if (!row) throw notFound(peopleMessages.personNotFound);
    return row;
  };

  const reload = async (tenant: Tenant, personId: string) =>
    present(tenant.id, await require(tenant, personId));

  const emailFree = async (tenantId: string, email: string, exceptId?: string) => {
    const other = await findPersonByEmail(db.kysely, tenantId, email);
    if (other && other.id !== exceptId) throw conflict(peopleMessages.emailTaken(email));
  };

  /** A unique-email race lost after the check is the same conflict, not a server error. */
  const orTaken = async <T>(
    tenantId: string,
    email: string,
    exceptId: string | undefined,
    run: () => Promise<T>,
  ) => {
    try {
      return await run();
    } catch (error) {
      await emailFree(tenantId, email, exceptId);
      throw error;
    }
  };

  /**
   * Renders every item that shows the person again (their name changed), board by board: those naming them
   * in any people column, hidden ones too — the staff board shows those, and sorts by them.
   */
  const rerenderMentioning = async (trx: Executor, tenantId: string, personId: string) => {
    for (const [boardId, ids] of byBoard(await itemsMentioning(trx, tenantId, personId)))
      await rewriteItems(trx, tenantId, boardId, ids);
  };

  /** The activity of items a removal changed: each people column that named the person, by name. */
  const itemChanges = async (trx: Executor, tenantId: string, items: RewrittenItem[]): Promise<Change[]> => {
    const ids = new Set<string>();
    const changes: Array<{
      item: RewrittenItem;
      columnId: string;
      title: string;
      from: string[];
      to: string[];
    }> = [];
    for (const item of items)
      for (const column of item.columns) {
        if (column.type !== 'people') continue;
        const ids0 = (item.before[column.id] as { personIds?: string[] } | undefined)?.personIds ?? [];
        const ids1 = (item.after[column.id] as { personIds?: string[] } | undefined)?.personIds ?? [];
        if (ids0.length === ids1.length) continue;
        for (const id of ids0) ids.add(id);
        changes.push({ item, columnId: column.id, title: column.title, from: ids0, to: ids1 });
      }
    const names = await findPeopleNames(trx, tenantId, [...ids]);
    const boards = await boardNames(trx, tenantId, [...new Set(items.map((i) => i.boardId))]);
    const text = (list: string[]) =>
      list
        .map((id) => names.get(id) ?? '')
        .filter(Boolean)
        .join(', ');
    return changes.map((c) => ({
      subject: 'item',
      action: 'updated',
      subjectId: c.item.id,
      subjectName: c.item.name,
      board: { id: c.item.boardId, name: boards.get(c.item.boardId) ?? '' },
      field: c.title,
      columnId: c.columnId,
      oldValue: text(c.from),
      newValue: text(c.to),
    }));
  };

  return {
    async list(tenant: Tenant, query: ListPeopleQuery) {
      const { rows, total } = await searchDirectory(db.kysely, tenant.id, query.search, MAX_CONSOLE_PEOPLE);
      return { people: rows.map((r) => present(tenant.id, r)), total };
    },

    async add(tenant: Tenant, input: AddPersonRequest, by: ActivityActor): Promise<ConsolePerson> {
      const email = input.email.toLowerCase();
      await emailFree(tenant.id, email);
      const id = newId();
      const now = nowIso();
      await orTaken(tenant.id, email, undefined, () =>
        db.kysely.transaction().execute(async (trx) => {
          await insertPerson(trx, {
            tenant_id: tenant.id,
            id,
            name: input.name,
            email,
            photo_file_id: null,
            user_id: await findUserIdByEmail(trx, tenant.id, email),
            created_at: now,
            updated_at: now,
          });
          await record(trx, tenant.id, by, [
            {
              subject: 'person',
              action: 'created',
              subjectId: id,
              subjectName: recordName({ name: input.name, email }),
            },
          ]);
        }),
      );
      return reload(tenant, id);
    },

    async update(tenant: Tenant, personId: string, input: UpdatePersonRequest, by: ActivityActor) {
      const before = await require(tenant, personId);
      const email = input.email?.toLowerCase();
      const emailChanged = email !== undefined && email !== before.email;
      if (emailChanged && before.user_id !== null)
        throw conflict(
          peopleMessages.accountEmail(accountOf(before.user_role) === 'staff' ? 'staff' : 'client'),
        );
      if (emailChanged) await emailFree(tenant.id, email, personId);
      const renamed = input.name !== undefined && input.name !== before.name;
      if (!renamed && !emailChanged) return present(tenant.id, before);
      await orTaken(tenant.id, email ?? before.email, personId, () =>
        db.kysely.transaction().execute(async (trx) => {
          await setPersonFields(trx, tenant.id, personId, {
            ...(renamed && { name: input.name }),
            ...(emailChanged && { email, user_id: await findUserIdByEmail(trx, tenant.id, email) }),
          });
          if (renamed) await rerenderMentioning(trx, tenant.id, personId);
          const subjectName = recordName({ name: input.name ?? before.name, email: email ?? before.email });
          const change = (field: string, oldValue: string, newValue: string): Change => ({
            ...{ subject: 'person', action: 'updated', subjectId: personId, subjectName },
            ...{ field, oldValue, newValue },
          });
          await record(trx, tenant.id, by, [
            ...(renamed ? [change('Name', before.name, input.name as string)] : []),
            ...(emailChanged ? [change('Email', before.email, email)] : []),
          ]);
        }),
      );
      if (renamed) await deps.flushSearch();
      return reload(tenant, personId);
    },

    /** A new photo (null: none); the previous file of the directory is deleted. */
    async usePhoto(tenant: Tenant, personId: string, fileId: string | null, by: ActivityActor) {
      const before = await require(tenant, personId);
      await db.kysely.transaction().execute(async (trx) => {
        await setPersonFields(trx, tenant.id, personId, { photo_file_id: fileId });
        await record(trx, tenant.id, by, [
          {
            ...{
              subject: 'person',
              action: 'updated',
              subjectId: personId,
              subjectName: recordName(before),
            },
            ...{ field: 'Photo', oldValue: before.photo_file_id ? 'A photo' : 'None' },
            newValue: fileId ? 'A new photo' : 'None',
          },
        ]);
      });
      if (before.photo_file_id && before.photo_file_id !== fileId)
        await deps.files.discard(tenant.id, before.photo_file_id);
      return reload(tenant, personId);
    },

    /**
     * Removes a person without an account: every item naming them (any people column, hidden ones too)
     * loses them and is rendered again, in one transaction with the removal and its record.
     */
    async remove(tenant: Tenant, personId: string, by: ActivityActor): Promise<number> {
      const person = await require(tenant, personId);
      if (person.user_id !== null)
        throw conflict(
          peopleMessages.accountRemove(accountOf(person.user_role) === 'staff' ? 'staff' : 'client'),
        );
      const changed = await db.kysely.transaction().execute(async (trx) => {
        const rewritten: RewrittenItem[] = [];
        for (const [boardId, ids] of byBoard(await itemsMentioning(trx, tenant.id, personId)))
          rewritten.push(...(await rewriteItems(trx, tenant.id, boardId, ids, withoutPerson(personId))));
        const items = await itemChanges(trx, tenant.id, rewritten);
        const itemCount = new Set(items.map((c) => c.subjectId)).size;
        await deletePerson(trx, tenant.id, personId);
        await deps.changes.emit(trx, {
          tenantId: tenant.id,
          by,
          events: [
            {
              type: 'tenant.changed',
              changes: [
                {
                  subject: 'person',
                  action: 'deleted',
                  subjectId: personId,
                  subjectName: recordName(person),
                  ...(itemCount > 0 && { field: 'Items', oldValue: String(itemCount), newValue: '0' }),
                },
              ],
            },
            // The items it changed, board by board (their open boards read them again).
            ...[...new Set(items.map((c) => c.board?.id ?? ''))].map((boardId) => ({
              type: 'items.changed' as const,
              boardId,
              changes: items.filter((c) => (c.board?.id ?? '') === boardId),
            })),
          ],
        });
        return itemCount;
      });
      if (person.photo_file_id) await deps.files.discard(tenant.id, person.photo_file_id);
      if (changed > 0) await deps.flushSearch();
      return changed;
    },
  };
};

export type ConsolePeopleService = ReturnType<typeof createConsolePeopleService>;
