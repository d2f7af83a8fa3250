import { useLiveEvent } from '@/lib/live';
import { useInvalidateNotifications } from './use-invalidate-notifications';

/** The bell's count and lists load again when the person's notifications change (live events). */
export const useLiveNotifications = () => {
  const refresh = useInvalidateNotifications();
  useLiveEvent('notification.changed', () => void refresh());
  useLiveEvent('reset', () => void refresh());
};
