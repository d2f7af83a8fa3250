import { useCallback, useSyncExternalStore } from 'react';
import type { Theme } from '@portico/contract';
import { applyTheme, themeStore } from '@/lib/theme';

/** The current theme and a setter that stores it and applies it on the page root at once. */
export const useTheme = (): [Theme, (theme: Theme) => void] => {
  const theme = useSyncExternalStore(themeStore.subscribe, themeStore.get);
  const setTheme = useCallback((next: Theme) => {
    themeStore.set(next);
    applyTheme(next);
  }, []);
  return [theme, setTheme];
};
