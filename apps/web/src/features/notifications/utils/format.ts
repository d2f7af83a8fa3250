const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

const STEPS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['minute', 60],
  ['hour', 60],
  ['day', 24],
  ['week', 7],
  ['month', 4.35],
  ['year', 12],
];

/**
 * How long ago a notification came, in words ('just now', '5 minutes ago', 'yesterday'). The console has
 * the same helper; features do not import each other, so this one is the bell's (Intl, no date library).
 */
export const timeAgo = (iso: string, now: Date = new Date()): string => {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  let value = (then - now.getTime()) / 60_000;
  if (Math.abs(value) < 1) return 'just now';
  let unit: Intl.RelativeTimeFormatUnit = 'minute';
  for (let i = 1; i < STEPS.length; i += 1) {
    const [next, factor] = STEPS[i] as [Intl.RelativeTimeFormatUnit, number];
    if (Math.abs(value) < factor) break;
    value /= factor;
    unit = next;
  }
  return relative.format(Math.round(value), unit);
};

/** The bell's badge: the count, capped at 99+ so it stays a small pill. */
export const badgeCount = (count: number): string => (count > 99 ? '99+' : String(count));

/** The bell's accessible name: 'Notifications', or 'Notifications, 3 unread'. */
export const bellLabel = (count: number): string =>
  count > 0 ? `Notifications, ${count} unread` : 'Notifications';
