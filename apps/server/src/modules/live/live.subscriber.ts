import type { ChangeEvent, ChangeSubscriber } from '../changes';
import { type PublishOptions, type PublishedEvent, publish } from './live.publish';

/** The live event a change is shown as (none: nothing an open screen shows changed). */
const toLive = (event: ChangeEvent): [PublishedEvent, PublishOptions] | null => {
  switch (event.type) {
    case 'item.created':
      return [
        { type: 'item.created', boardId: event.boardId, itemId: event.itemId, groupId: event.groupId },
        {},
      ];
    case 'item.changed':
      return [
        { type: 'item.changed', boardId: event.boardId, itemId: event.itemId },
        { personIds: event.assignedBefore },
      ];
    case 'items.changed':
    case 'board.changed':
      return [{ type: 'board.changed', boardId: event.boardId }, {}];
    case 'update.posted':
    case 'update.changed':
      return [
        { type: 'update.changed', boardId: event.boardId, itemId: event.itemId, updateId: event.updateId },
        { internal: event.internal },
      ];
    case 'notifications.changed':
      return [{ type: 'notification.changed' }, { audienceUserId: event.userId }];
    case 'tenant.changed':
    case 'account.signedUp':
    case 'account.approved':
      return null;
  }
};

/**
 * Live events' subscription to the change pipeline: each change an open screen shows becomes a row of the
 * live log in the write's transaction (live.publish), so it commits with it; readers of every instance are
 * woken then. A batch tells a board once that it changed, however many of its items a bulk action touched.
 */
export const liveSubscriber: ChangeSubscriber = {
  name: 'live',
  async handle({ executor, tenantId, events }) {
    const boards = new Set<string>();
    for (const change of events) {
      const live = toLive(change);
      if (!live) continue;
      const [event, options] = live;
      if (event.type === 'board.changed') {
        if (boards.has(event.boardId)) continue;
        boards.add(event.boardId);
      }
      await publish(executor, tenantId, event, options);
    }
  },
};
