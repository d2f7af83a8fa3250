import type { ActivityEntry } from '@portico/contract';
import { UserAvatar } from '@/components/ui/avatar';
import { type MessageKey, type MessageValues, t } from '@/lib/i18n';
import { type Segment, describeActivity } from '../../utils/activity-text';
import { ActivityChange, ActivitySegments, ActivityTime, ActorKindBadge } from '../activity/activity-item';

const TAG = /<0>([\s\S]*?)<\/0>|<1\/>/g;

/**
 * A sentence of the catalogue as segments: its `<0>…</0>` is a name (strong), its `<1/>` the segments given
 * (the sentence "on Website" says more about). Each language puts the names where its word order wants them.
 */
const said = (key: MessageKey, values?: MessageValues, inner: readonly Segment[] = []): Segment[] => {
  const text = t(key, values);
  const segments: Segment[] = [];
  let last = 0;
  for (const found of text.matchAll(TAG)) {
    if (found.index > last) segments.push({ text: text.slice(last, found.index) });
    if (found[1] === undefined) segments.push(...inner);
    else segments.push({ text: found[1], strong: true });
    last = found.index + found[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last) });
  return segments;
};

/**
 * What happened, said about the item the history is of ("changed Status", "moved this item"): the log's
 * sentence names the item and its board, which the panel already shows. Actions an item does not have
 * read as the log reads them.
 */
export const itemHistorySegments = (entry: ActivityEntry): Segment[] => {
  switch (entry.action) {
    case 'created':
      if (entry.field === 'Duplicate of' && entry.newValue)
        return said('staffBoard.itemHistory.createdCopy', { item: entry.newValue });
      return entry.newValue
        ? said('staffBoard.itemHistory.createdIn', { group: entry.newValue })
        : said('staffBoard.itemHistory.created');
    case 'updated':
      if (entry.field === 'Group') return said('staffBoard.itemHistory.moved');
      return entry.field
        ? said('staffBoard.itemHistory.changed', { field: entry.field })
        : said('staffBoard.itemHistory.updated');
    case 'deleted':
      return entry.oldValue
        ? said('staffBoard.itemHistory.deletedFrom', { group: entry.oldValue })
        : said('staffBoard.itemHistory.deleted');
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
          <ActivitySegments
            segments={
              elsewhere
                ? said('staffBoard.itemHistory.onBoard', { board: elsewhere }, itemHistorySegments(entry))
                : itemHistorySegments(entry)
            }
          />
        </p>
        {change && <ActivityChange change={change} />}
      </div>
    </li>
  );
};
