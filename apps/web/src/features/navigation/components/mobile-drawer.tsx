import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import type { TenantPublic } from '@portico/contract';
import { PRODUCT_NAME } from '@/components/brand';
import { TenantMark } from '@/components/tenant-mark';
import { dialogOverlayClasses, useReturnFocus } from '@/components/ui/dialog';
import { t } from '@/lib/i18n';

export interface MobileDrawerProps {
  /** Whose portal: its logo and name head the drawer, as they head the top bar. */
  tenant: TenantPublic | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

/**
 * §2: under 768 px the boards list lives in a drawer from the left (the right, read right to left), opened by
 * the burger button.
 */
export const MobileDrawer = ({ tenant, open, onOpenChange, children }: MobileDrawerProps) => {
  const focus = useReturnFocus({});
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={dialogOverlayClasses} />
        <DialogPrimitive.Content
          {...focus}
          aria-describedby={undefined}
          className="fixed inset-y-0 start-0 z-[1000] flex w-[min(20rem,85vw)] flex-col border-e border-border bg-surface shadow-overlay outline-none animate-drawer"
        >
          <div className="flex h-14 shrink-0 items-center justify-between border-b border-border px-4">
            {/* The mark shows whose portal it is; the title names the drawer in one sentence. */}
            <span aria-hidden="true" className="flex min-w-0 items-center">
              <TenantMark tenant={tenant} />
            </span>
            <DialogPrimitive.Title className="sr-only">
              {t('navigation.drawer.title', { name: tenant?.name ?? PRODUCT_NAME })}
            </DialogPrimitive.Title>
            <DialogPrimitive.Close
              aria-label={t('navigation.drawer.close')}
              className="inline-flex size-10 items-center justify-center rounded-control text-muted-foreground hover:bg-accent hover:text-accent-foreground"
            >
              <X className="size-[18px]" strokeWidth={1.75} />
            </DialogPrimitive.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
};
