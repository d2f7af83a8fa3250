import type { LightMyRequestResponse } from 'fastify';
import { type EndpointName, buildPath, endpoints } from '@portico/contract';
import { columnForm } from '../../../test/support/boards';
import { CONSOLE_ENDPOINTS, type ConsoleEndpoint, sendConsole } from '../../../test/support/console';
import type { Client } from '../../../test/support/http';
import type { AuthorizationWorld } from './authorization-matrix.fixture';

/** The requests of the authorization matrix (authorization-matrix.test.ts), one per endpoint and thing. */

/** What a cell is about: the tenant, the board, one of its items or columns, or a search. */
export type Thing =
  'tenant' | 'board' | 'search' | 'assigned' | 'unassigned' | 'missing' | 'hiddenColumn' | 'readOnlyColumn';

export const CREATE_KEYS = { id: 'columnId', type: 'columnType' } as const;

/** The update (by nobody) on the item of a thing. */
export const updateOf = (f: AuthorizationWorld, thing: Thing) => `upd-${thing}-${f.prefix}`;

let edits = 0;
/** The request of one cell: a fresh body each time (multipart bodies are consumed when sent). */
export const send = (
  f: AuthorizationWorld,
  api: Client,
  name: EndpointName,
  thing: Thing,
): Promise<LightMyRequestResponse> => {
  const itemId =
    thing === 'unassigned' ? f.unassignedId : thing === 'missing' ? `missing${f.prefix}` : f.assignedId;
  const url = (params: Record<string, string>, query?: Record<string, string>) =>
    buildPath(endpoints[name].path, params) + (query ? `?${new URLSearchParams(query)}` : '');
  const board = { boardId: f.board.id };
  switch (name) {
    case 'checkUserAuth':
    case 'getPhotothumbs':
      return api.get(url({}));
    case 'updateLanguage':
      return api.patch(url({}), { language: 'de' });
    case 'getAllItems':
      // A restricted client asks for everything; the policy decides what they get.
      return api.get(
        url({}, { ...board, filterByEmail: 'false', ...(thing === 'search' && { compareValue: f.prefix }) }),
      );
    case 'getAllGroups':
      return api.get(url(board));
    case 'editableColumns':
      return api.get(url({}, board));
    case 'getDropdownOptions': {
      const columnIds =
        thing === 'hiddenColumn' ? { people: [f.col('Reviewer').id] } : { status: [f.col('Status').id] };
      return api.post(url(board), { columnIds });
    }
    case 'createItem':
      return api.multipart(
        'POST',
        url({ ...board, groupId: f.group.id }, { itemName: 'Created in the matrix' }),
        columnForm([{ column: f.col('Notes'), text: 'new' }], CREATE_KEYS),
      );
    case 'getItemDetails':
      return api.get(url({ itemId }, board));
    case 'updateItem': {
      const columns: Partial<Record<Thing, string>> = {
        hiddenColumn: 'Internal note',
        readOnlyColumn: 'Read-only',
      };
      const title = columns[thing] ?? 'Notes';
      edits += 1;
      return api.multipart(
        'POST',
        url({ itemId }, board),
        columnForm([{ column: f.col(title), text: `edit ${edits}` }]),
      );
    }
    case 'listUpdates':
    case 'mentionable':
      return api.get(url({ ...board, itemId }));
    case 'createUpdate': {
      const form = new FormData();
      form.append('body', 'A matrix update');
      return api.multipart('POST', url({ ...board, itemId }), form);
    }
    case 'editUpdate':
      return api.patch(url({ ...board, itemId, updateId: updateOf(f, thing) }), { body: 'edited' });
    case 'deleteUpdate':
      return api.delete(url({ ...board, itemId, updateId: updateOf(f, thing) }));
    case 'itemFollow':
      return api.get(url({ ...board, itemId }));
    case 'followItem':
      return api.request('PUT', url({ ...board, itemId }));
    case 'unfollowItem':
      return api.delete(url({ ...board, itemId }));
    default:
      if ((CONSOLE_ENDPOINTS as string[]).includes(name))
        return sendConsole(api, name as ConsoleEndpoint, {
          pendingId: f.targetUserId,
          activeId: f.targetUserId,
          staffId: f.targetUserId,
          boardId: f.board.id,
          groupIds: [f.group.id, f.group.id],
          columnIds: [f.col('Notes').id],
          columnId: f.col('Notes').id,
          itemId,
          personId: f.directoryPersonId,
        });
      throw new Error(`No request for ${name}: add one with its row`);
  }
};
