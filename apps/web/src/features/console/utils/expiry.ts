import { formatDateTime, relativeTimeFormat } from '@/lib/format';
import { t } from '@/lib/i18n';

/**
 * When a one-time link stops working, in words that follow "expires" in the reader's language: 'in 15 minutes',
 * 'in 3 hours', 'on Mar 4, 2026 at 09:30'. The time is on the 24-hour clock in every language.
 */
export const expiresIn = (expiresAt: string, now: Date = new Date()): string => {
  const at = new Date(expiresAt);
  const minutes = Math.round((at.getTime() - now.getTime()) / 60_000);
  if (Number.isNaN(minutes)) return t('consoleClients.expiry.soon');
  if (minutes <= 1) return t('consoleClients.expiry.inAMinute');
  if (minutes < 120) return relativeTimeFormat().format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 48) return relativeTimeFormat().format(hours, 'hour');
  const date = formatDateTime(at, { month: 'short', day: 'numeric', year: 'numeric' });
  const time = formatDateTime(at, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return t('consoleClients.expiry.onDate', { date, time });
};
