import { BellOff, CheckCheck } from 'lucide-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { toast } from 'sonner';
import { toasts } from '@portico/contract';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/errors';
import { canChange } from '@/lib/gating';
import { localize, t } from '@/lib/i18n';
import type { NotificationFilter } from '../api/keys';
import { useNotifications } from '../api/list-notifications';
import { useReadNotification } from '../api/read-notification';
import { NotificationEntry } from './notification-entry';

const ENTRY = '[data-notification-entry]';

/** Up/Down move between the entries (Home/End to the ends); Tab still walks them one by one. */
const moveFocus = (event: KeyboardEvent<HTMLElement>) => {
  const list = event.currentTarget.closest('ul');
  if (!list) return;
  const entries = [...list.querySelectorAll<HTMLElement>(ENTRY)];
  const index = entries.indexOf(event.currentTarget);
  const last = entries.length - 1;
  const target = (() => {
    switch (event.key) {
      case 'ArrowDown':
        return index < 0 ? 0 : Math.min(index + 1, last);
      case 'ArrowUp':
        return index < 0 ? last : Math.max(index - 1, 0);
      case 'Home':
        return 0;
      case 'End':
        return last;
      default:
        return null;
    }
  })();
  if (target === null || last < 0) return;
  event.preventDefault();
  entries[target]?.focus();
};

const Empty = ({ icon, children }: { icon: ReactNode; children: string }) => (
  <div className="flex flex-col items-center gap-3 px-6 py-10 text-center">
    <span className="grid size-11 place-items-center rounded-full bg-selected text-selected-foreground [&_svg]:size-5">
      {icon}
    </span>
    <p className="text-sm font-medium">{children}</p>
  </div>
);

export interface NotificationListProps {
  filter: NotificationFilter;
  /** An entry was chosen: the popover closes while the app goes to its link. */
  onNavigate: () => void;
}

/** The notifications, newest first, a page at a time; an entry marks itself read and leads to its item. */
export const NotificationList = ({ filter, onNavigate }: NotificationListProps) => {
  const list = useNotifications(filter);
  const read = useReadNotification();
  const notifications = list.data?.pages.flatMap((page) => page.notifications) ?? [];

  const body = (() => {
    if (list.isPending) {
      return (
        <div aria-busy="true" aria-label={t('notifications.list.loading')} className="flex flex-col">
          {[0, 1, 2].map((row) => (
            <div key={row} className="flex gap-3 px-4 py-3">
              <Skeleton className="size-8 rounded-full" />
              <div className="flex flex-1 flex-col gap-2 pt-1">
                <Skeleton className="h-3.5 w-4/5" />
                <Skeleton className="h-3 w-1/3" />
              </div>
            </div>
          ))}
        </div>
      );
    }
    if (list.isError) {
      return (
        <div role="alert" className="flex flex-col items-center gap-3 px-6 py-10 text-center">
          <p className="text-sm">{errorMessage(list.error, t('notifications.list.loadFailed'))}</p>
          <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      );
    }
    if (notifications.length === 0) {
      return filter === 'unread' ? (
        <Empty icon={<CheckCheck strokeWidth={1.75} />}>{t('notifications.list.caughtUp')}</Empty>
      ) : (
        <Empty icon={<BellOff strokeWidth={1.75} />}>{t('notifications.list.empty')}</Empty>
      );
    }
    return (
      <>
        <ul aria-label={t('notifications.list.label')} className="flex flex-col">
          {notifications.map((notification) => (
            <li key={notification.id} className="border-b border-border last:border-b-0">
              <NotificationEntry
                notification={notification}
                onKeyDown={moveFocus}
                onOpen={() => {
                  if (!notification.readAt && canChange()) {
                    read.mutate(notification.id, {
                      onError: (error) => {
                        console.error(error);
                        toast.error(localize(toasts.error), {
                          id: 'notifications',
                          description: errorMessage(error, t('notifications.list.markReadFailed')),
                        });
                      },
                    });
                  }
                  onNavigate();
                }}
              />
            </li>
          ))}
        </ul>
        {list.hasNextPage && (
          <div className="border-t border-border p-2">
            <Button
              variant="ghost"
              size="sm"
              className="w-full"
              loading={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {t(list.isFetchingNextPage ? 'notifications.list.loadingMore' : 'notifications.list.loadMore')}
            </Button>
          </div>
        )}
      </>
    );
  })();

  return <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{body}</div>;
};
