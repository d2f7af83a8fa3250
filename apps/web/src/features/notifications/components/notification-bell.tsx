import { Bell } from 'lucide-react';
import { type ComponentType, useRef, useState } from 'react';
import { toast } from 'sonner';
import { toasts } from '@portico/contract';
import { Button } from '@/components/ui/button';
import { localize, t } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { useUnreadCount } from '../api/unread-notifications';
import { badgeCount, bellLabel } from '../utils/format';
import type { NotificationsPopoverProps } from './notifications-popover';
import { useLiveNotifications } from '../hooks/use-live-notifications';

// The popover (its list, the popper code, the avatars) loads on the first open, or when the pointer or the
// focus comes to the bell: the layouts carry only this button and its count (e2e/bundle-budget.spec.ts).
let loading: Promise<ComponentType<NotificationsPopoverProps>> | undefined;
const loadPopover = () => {
  loading ??= import('./notifications-popover').then(
    (m) => m.NotificationsPopover,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
};

export interface NotificationBellProps {
  className?: string;
}

/**
 * The bell in the top bar: the unread count (polled every minute until a live event refreshes it sooner)
 * and, on a click, the notifications in a popover.
 */
export const NotificationBell = ({ className }: NotificationBellProps) => {
  const { data: unread = 0 } = useUnreadCount();
  useLiveNotifications();
  const [open, setOpen] = useState(false);
  const [Popover, setPopover] = useState<ComponentType<NotificationsPopoverProps> | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  const load = () => {
    if (Popover) return;
    loadPopover().then(
      (component) => setPopover(() => component),
      (error: unknown) => {
        console.error(error);
        setOpen(false);
        toast.error(localize(toasts.error), {
          id: 'notifications',
          description: t('notifications.bell.openFailed'),
        });
      },
    );
  };

  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        className={cn('relative', className)}
        aria-label={bellLabel(unread)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-busy={open && !Popover ? true : undefined}
        onPointerEnter={load}
        onFocus={load}
        onClick={() => {
          load();
          setOpen((value) => !value);
        }}
      >
        <Bell className="size-[18px]" strokeWidth={1.75} />
        {unread > 0 && (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="absolute end-0.5 top-0.5 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-primary px-1 text-[11px] leading-none font-semibold text-primary-foreground tabular-nums ring-2 ring-surface"
          >
            {badgeCount(unread)}
          </span>
        )}
      </Button>
      {Popover && <Popover open={open} onOpenChange={setOpen} anchorRef={button} />}
    </>
  );
};
