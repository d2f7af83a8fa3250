import { useEffect, useSyncExternalStore } from 'react';
import { Toaster as Sonner } from 'sonner';
import { TOAST_DURATION_MS } from '@portico/contract';
import { isRtl, t, useLanguage } from '@/lib/i18n';
import { themeStore } from '@/lib/theme';
import { toasterMounted } from '@/lib/toast';

/**
 * Toasts bottom-right for 5 s (§9), in the current theme's colours; bottom-left, the page's end, when it reads
 * right to left.
 */
export const Toaster = () => {
  const theme = useSyncExternalStore(themeStore.subscribe, themeStore.get);
  const rtl = isRtl(useLanguage());
  useEffect(toasterMounted, []);
  return (
    <Sonner
      position={rtl ? 'bottom-left' : 'bottom-right'}
      dir={rtl ? 'rtl' : 'ltr'}
      duration={TOAST_DURATION_MS}
      theme={theme === 'light' ? 'light' : 'dark'}
      closeButton
      richColors={false}
      containerAriaLabel={t('common.toaster.label')}
      toastOptions={{
        classNames: { title: 'text-sm font-semibold', description: 'text-[13px]' },
        closeButtonAriaLabel: t('common.toaster.close'),
      }}
    />
  );
};
