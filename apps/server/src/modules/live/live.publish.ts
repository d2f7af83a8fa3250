import { EventEmitter } from 'node:events';
import type { LiveEvent } from '@portico/contract';
import { nowIso } from '../../lib/time';
import { type Executor, assignedPeople, insertEvent, isPostgres, notifyReaders } from './live.repository';

/** What a write may publish: every event but `reset`, which only the stream itself sends. */
export type PublishedEvent = Exclude<LiveEvent, { type: 'reset' }>;

export interface PublishOptions {
  /** Staff only (an internal note): never sent to a client. */
  internal?: boolean;
  /** For this user only (their notifications). */
  audienceUserId?: string;
  /**
   * People the item was assigned to before the write (when the write may have unassigned them), so that
   * clients who see only their assigned items learn that it left their list. The people it is assigned to
   * when `publish` runs are added by `publish` itself.
   */
  personIds?: readonly string[];
}

/**
 * Wakes this process's readers on SQLite, where every instance is this one. A reader woken while the
 * writing transaction is still open reads after it: SQLite's one connection runs statements in turn.
 */
export const localWake = new EventEmitter();
localWake.setMaxListeners(0);

/**
 * Publishes a live event with the write it reports: call it with the write's transaction, so the event
 * commits (or rolls back) with the change. Readers of every instance are woken when it commits. For an
 * item event, call it while the item is still assigned as it was — before deleting an item, after
 * writing a changed one (and pass the people it was assigned to before, if the write may unassign them).
 */
export const publish = async (
  db: Executor,
  tenantId: string,
  event: PublishedEvent,
  options: PublishOptions = {},
): Promise<void> => {
  const itemId = 'itemId' in event ? event.itemId : null;
  const people = itemId
    ? [...new Set([...(await assignedPeople(db, tenantId, itemId)), ...(options.personIds ?? [])])]
    : null;
  await insertEvent(db, {
    tenant_id: tenantId,
    type: event.type,
    board_id: 'boardId' in event ? event.boardId : null,
    item_id: itemId,
    payload: JSON.stringify(event),
    internal: options.internal ? 1 : 0,
    audience_user_id: options.audienceUserId ?? null,
    person_ids: people && JSON.stringify(people),
    created_at: nowIso(),
  });
  if (isPostgres(db)) await notifyReaders(db);
  else localWake.emit('wake');
};
