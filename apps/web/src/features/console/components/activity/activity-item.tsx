import type { ActivityEntry, ActorKind } from '@portico/contract';
import { UserAvatar } from '@/components/ui/avatar';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { t } from '@/lib/i18n';
import { fullTime, timeAgo } from '@/lib/time';
import { cn } from '@/lib/utils';
import {
  type ActivityDescription,
  ACTOR_KIND_LABELS,
  type Segment,
  describeActivity,
  splitAccount,
} from '../../utils/activity-text';

const KIND_TONES: Record<ActorKind, BadgeProps['tone']> = {
  client: 'neutral',
  staff: 'info',
  operator: 'warning',
};

/*
 * The pieces of an entry, shared by the console's log (ActivityItem) and an item's history (item-history):
 * who acted as what, the sentence, the value before and after, and when.
 */

/** Whether the actor is a client, staff or the operator. */
export const ActorKindBadge = ({ kind }: { kind: ActorKind }) => (
  <Badge tone={KIND_TONES[kind]} className="me-0.5 h-5 px-2 align-[1px] text-[11px]">
    {t(ACTOR_KIND_LABELS[kind])}
  </Badge>
);

/** The sentence, its names (a field, an item, a person, a board) stronger than the words between them. */
export const ActivitySegments = ({ segments }: { segments: readonly Segment[] }) =>
  segments.map((segment, i) =>
    segment.strong ? (
      <strong key={i} className="font-medium">
        {segment.text}
      </strong>
    ) : (
      <span key={i} className="text-muted-foreground">
        {segment.text}
      </span>
    ),
  );

/**
 * 'Working on it → Done': each value whole in its title when it is cut short. Right to left the values read
 * from the right, and the arrow turns with them.
 */
export const ActivityChange = ({ change }: { change: NonNullable<ActivityDescription['change']> }) => (
  <p className="flex min-w-0 flex-wrap items-center gap-x-1.5 gap-y-1 text-[13px] leading-5">
    <span
      className="max-w-full truncate rounded-md bg-muted px-1.5 text-muted-foreground"
      title={change.from}
    >
      {change.from}
    </span>{' '}
    <span className="text-muted-foreground rtl:-scale-x-100">→</span>{' '}
    <span
      className="max-w-full truncate rounded-md bg-selected px-1.5 font-medium text-selected-foreground"
      title={change.to}
    >
      {change.to}
    </span>
  </p>
);

/** When, relative ('5 minutes ago'), with the exact time on hover. */
export const ActivityTime = ({ at, now, className }: { at: string; now?: Date; className?: string }) => (
  <time
    dateTime={at}
    title={fullTime(at, at)}
    className={cn('shrink-0 text-[13px] whitespace-nowrap text-muted-foreground tabular-nums', className)}
  >
    {timeAgo(at, now)}
  </time>
);

export interface ActivityItemProps {
  entry: ActivityEntry;
  /** Relative to this moment (tests fix it). */
  now?: Date;
}

/**
 * One change in the activity record: who (initials and whether a client, staff or the operator), what in a
 * sentence with the value before and after, and when (relative, the exact time on hover).
 */
export const ActivityItem = ({ entry, now }: ActivityItemProps) => {
  const { segments, change } = describeActivity(entry);
  const email =
    entry.subject === 'client' || entry.subject === 'staff' ? splitAccount(entry.subjectName).email : null;
  return (
    <li className="flex gap-3 px-5 py-3.5" data-testid="activity-entry">
      <UserAvatar name={entry.actor.name} decorative className="mt-0.5" />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <p className="text-sm leading-6 break-words" title={email ?? undefined}>
          <span className="font-medium">{entry.actor.name}</span> <ActorKindBadge kind={entry.actor.kind} />{' '}
          <ActivitySegments segments={segments} />
        </p>
        {change && <ActivityChange change={change} />}
      </div>
      <ActivityTime at={entry.at} now={now} className="pt-0.5" />
    </li>
  );
};
