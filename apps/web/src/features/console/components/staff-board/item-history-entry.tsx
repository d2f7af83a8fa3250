import type { ActivityEntry } from '@portico/contract';
import { UserAvatar } from '@/components/ui/avatar';
import { type Segment, describeActivity } from '../../utils/activity-text';
import { ActivityChange, ActivitySegments, ActivityTime, ActorKindBadge } from '../activity/activity-item';

const plain = (text: string): Segment => ({ text });
const strong = (text: string): Segment => ({ text, strong: true });

/**
 * What happened, said about the item the history is of ("changed Status", "moved this item"): the log's
 * sentence names the item and its board, which the panel already shows. Actions an item does not have
 * read as the log reads them.
 */
export const itemHistorySegments = (entry: ActivityEntry): Segment[] => {
  switch (entry.action) {
    case 'created':
      if (entry.field === 'Duplicate of' && entry.newValue)
        return [plain('created this item as a copy of '), strong(entry.newValue)];
      return entry.newValue
        ? [plain('created this item in '), strong(entry.newValue)]
        : [plain('created this item')];
    case 'updated':
      if (entry.field === 'Group') return [plain('moved this item')];
      return entry.field ? [plain('changed '), strong(entry.field)] : [plain('updated this item')];
    case 'deleted':
      return entry.oldValue
        ? [plain('deleted this item from '), strong(entry.oldValue)]
        : [plain('deleted this item')];
    default:
      return describeActivity(entry).segments;
  }
};

export interface ItemHistoryEntryProps {
  entry: ActivityEntry;
  /** The item's board: a change made while it was on another board says which. */
  boardId: string;
  /** Relative to this moment (tests fix it). */
  now?: Date;
}

/** One change of an item, laid out for a narrow panel: who and when on one line, what below. */
export const ItemHistoryEntry = ({ entry, boardId, now }: ItemHistoryEntryProps) => {
  const { change } = describeActivity(entry);
  const elsewhere = entry.boardId !== null && entry.boardId !== boardId && entry.boardName;
  return (
    <li className="flex gap-3 px-4 py-3" data-testid="item-history-entry">
      <UserAvatar name={entry.actor.name} decorative className="mt-0.5 size-7 text-xs" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex min-w-0 items-baseline gap-2">
          <p className="min-w-0 flex-1 truncate text-sm leading-6" title={entry.actor.name}>
            <span className="font-medium">{entry.actor.name}</span> <ActorKindBadge kind={entry.actor.kind} />
          </p>
          <ActivityTime at={entry.at} now={now} />
        </div>
        <p className="text-[13px] leading-5 break-words">
          <ActivitySegments segments={itemHistorySegments(entry)} />
          {elsewhere && <ActivitySegments segments={[plain(' on '), strong(elsewhere)]} />}
        </p>
        {change && <ActivityChange change={change} />}
      </div>
    </li>
  );
};
