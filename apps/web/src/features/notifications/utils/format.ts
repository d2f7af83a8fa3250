import { formatNumber } from '@/lib/format';
import { t } from '@/lib/i18n';

/** The bell's badge: the count, capped at 99+ so it stays a small pill. */
export const badgeCount = (count: number): string =>
  count > 99 ? `${formatNumber(99)}+` : formatNumber(count);

/** The bell's accessible name: 'Notifications', or 'Notifications, 3 unread' (a plural in each language). */
export const bellLabel = (count: number): string => t('notifications.bell.label', { count });
