/** The bell's badge: the count, capped at 99+ so it stays a small pill. */
export const badgeCount = (count: number): string => (count > 99 ? '99+' : String(count));

/** The bell's accessible name: 'Notifications', or 'Notifications, 3 unread'. */
export const bellLabel = (count: number): string =>
  count > 0 ? `Notifications, ${count} unread` : 'Notifications';
