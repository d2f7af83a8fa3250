import { Bell } from 'lucide-react';
import { type KeyboardEvent, useId } from 'react';
import { Link } from 'react-router';
import type { Notification } from '@portico/contract';
import { UserAvatar } from '@/components/ui/avatar';
import { formatDateTime } from '@/lib/format';
import { t } from '@/lib/i18n';
import { timeAgo } from '@/lib/time';
import { cn } from '@/lib/utils';

export interface NotificationEntryProps {
  notification: Notification;
  onOpen: () => void;
  /** The list's arrow keys. */
  onKeyDown?: (event: KeyboardEvent<HTMLAnchorElement>) => void;
}

/**
 * One notification as a link to its item: who (the avatar), the sentence, the excerpt, when, and a dot
 * while unread. The link is named by the sentence (after 'Unread:' while unread, so a screen reader hears
 * it first) and described by the excerpt and the time.
 */
export const NotificationEntry = ({ notification, onOpen, onKeyDown }: NotificationEntryProps) => {
  const unread = notification.readAt === null;
  const { actor } = notification;
  const id = useId();
  const ids = { status: `${id}-status`, title: `${id}-title`, excerpt: `${id}-excerpt`, time: `${id}-time` };
  return (
    <Link
      to={notification.link}
      onClick={onOpen}
      onKeyDown={onKeyDown}
      data-notification-entry=""
      aria-labelledby={unread ? `${ids.status} ${ids.title}` : ids.title}
      aria-describedby={notification.excerpt ? `${ids.excerpt} ${ids.time}` : ids.time}
      data-unread={unread || undefined}
      className={cn(
        'relative flex gap-3 px-4 py-3 text-start transition-colors outline-none hover:bg-accent',
        'focus-visible:bg-accent focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
        unread && 'bg-selected/40',
      )}
    >
      {actor ? (
        <UserAvatar name={actor.name} src={actor.photo} decorative />
      ) : (
        <span className="grid size-8 shrink-0 place-items-center rounded-full bg-muted text-muted-foreground">
          <Bell className="size-4" strokeWidth={1.75} aria-hidden="true" />
        </span>
      )}
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        {unread && (
          <span id={ids.status} className="sr-only">
            {t('notifications.entry.unread')}
          </span>
        )}
        <span
          id={ids.title}
          className={cn('text-[13px] leading-5', unread ? 'font-semibold' : 'text-foreground')}
        >
          {notification.title}
        </span>
        {notification.excerpt && (
          <span id={ids.excerpt} className="line-clamp-2 text-[13px] leading-5 text-muted-foreground">
            {notification.excerpt}
          </span>
        )}
        <time
          id={ids.time}
          dateTime={notification.createdAt}
          title={formatDateTime(notification.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
          className="text-xs text-muted-foreground tabular-nums"
        >
          {timeAgo(notification.createdAt)}
        </time>
      </span>
      {unread && (
        <span
          aria-hidden="true"
          data-testid="unread-dot"
          className="mt-1.5 size-2 shrink-0 rounded-full bg-primary"
        />
      )}
    </Link>
  );
};
