import { useEffect, useSyncExternalStore } from 'react';
import { Toaster as Sonner } from 'sonner';
import { TOAST_DURATION_MS } from '@portico/contract';
import { themeStore } from '@/lib/theme';
import { toasterMounted } from '@/lib/toast';

/** Toasts bottom-right for 5 s (§9), in the current theme's colours. */
export const Toaster = () => {
  const theme = useSyncExternalStore(themeStore.subscribe, themeStore.get);
  useEffect(toasterMounted, []);
  return (
    <Sonner
      position="bottom-right"
      duration={TOAST_DURATION_MS}
      theme={theme === 'light' ? 'light' : 'dark'}
      closeButton
      richColors={false}
      toastOptions={{ classNames: { title: 'text-sm font-semibold', description: 'text-[13px]' } }}
    />
  );
};
