import { Settings } from 'lucide-react';
import { Popover as PopoverPrimitive } from 'radix-ui';
import { type RefObject, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { NOTIFICATION_SETTINGS_PATH, toasts } from '@portico/contract';
import { Button } from '@/components/ui/button';
import { PopoverContent } from '@/components/ui/popover';
import { SegmentedControl } from '@/components/ui/toggle-group';
import { errorMessage } from '@/lib/errors';
import { canChange } from '@/lib/gating';
import { type MessageKey, localize, t } from '@/lib/i18n';
import type { NotificationFilter } from '../api/keys';
import { useReadAllNotifications } from '../api/read-all-notifications';
import { useUnreadCount } from '../api/unread-notifications';
import { NotificationList } from './notification-list';

const FILTERS: ReadonlyArray<{ value: NotificationFilter; label: MessageKey }> = [
  { value: 'all', label: 'common.all' },
  { value: 'unread', label: 'notifications.popover.unread' },
];

export interface NotificationsPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The bell: the popover sits under it and gives the focus back to it when it closes. */
  anchorRef: RefObject<HTMLButtonElement | null>;
}

/** The bell's popover: a header with Mark all as read, All / Unread, the list and a link to the settings. */
export const NotificationsPopover = ({ open, onOpenChange, anchorRef }: NotificationsPopoverProps) => {
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const { data: unread = 0 } = useUnreadCount();
  const readAll = useReadAllNotifications();
  const content = useRef<HTMLDivElement>(null);
  const close = () => onOpenChange(false);

  return (
    <PopoverPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <PopoverPrimitive.Anchor virtualRef={anchorRef as RefObject<HTMLButtonElement>} />
      <PopoverContent
        ref={content}
        align="end"
        aria-labelledby="notifications-title"
        className="flex max-h-[min(36rem,calc(100dvh-5rem))] w-[min(24rem,calc(100vw-1rem))] flex-col p-0"
        // The bell toggles the popover itself: a press on it is not a press outside.
        onInteractOutside={(event) => {
          if (anchorRef.current?.contains(event.target as Node)) event.preventDefault();
        }}
        // Escape, an entry or the settings link: the focus goes back to the bell, unless it went elsewhere.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          const active = document.activeElement;
          if (!active || active === document.body || content.current?.contains(active)) {
            anchorRef.current?.focus();
          }
        }}
      >
        <div className="flex items-center justify-between gap-3 border-b border-border px-4 py-3">
          <h2 id="notifications-title" className="text-sm font-semibold">
            {t('notifications.popover.title')}
          </h2>
          <Button
            variant="link"
            size="sm"
            // A tap target of 40 px on phones (design.md), the header's height on wider screens.
            className="text-[13px] max-md:h-10"
            disabled={unread === 0 || !canChange()}
            loading={readAll.isPending}
            onClick={() =>
              readAll.mutate(undefined, {
                onError: (error) => {
                  console.error(error);
                  toast.error(localize(toasts.error), {
                    id: 'notifications',
                    description: errorMessage(error, t('notifications.popover.markAllFailed')),
                  });
                },
              })
            }
          >
            {t('notifications.popover.markAllRead')}
          </Button>
        </div>
        <div className="px-4 pt-3 pb-2">
          <SegmentedControl
            aria-label={t('notifications.popover.show')}
            options={FILTERS.map((option) => ({ value: option.value, label: t(option.label) }))}
            value={filter}
            onValueChange={setFilter}
          />
        </div>
        <NotificationList filter={filter} onNavigate={close} />
        <div className="border-t border-border px-2 py-1.5">
          <Button asChild variant="ghost" size="sm" className="w-full justify-start text-muted-foreground">
            <Link to={NOTIFICATION_SETTINGS_PATH} onClick={close}>
              <Settings className="size-4" strokeWidth={1.75} aria-hidden="true" />
              {t('notifications.popover.settings')}
            </Link>
          </Button>
        </div>
      </PopoverContent>
    </PopoverPrimitive.Root>
  );
};
