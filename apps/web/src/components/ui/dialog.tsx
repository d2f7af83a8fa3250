import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type ComponentProps, type ReactNode, type RefObject, useRef } from 'react';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';

/**
 * Modal dialog on Radix: traps focus, returns it to the trigger on close, closes on Escape and outside
 * click unless the caller prevents it (a pending submit does). Overlays sit at z-index 1000 (§9).
 */
export const Dialog = DialogPrimitive.Root;
export const DialogClose = DialogPrimitive.Close;

type FocusHandler = (event: Event) => void;

/** Where the focus goes when a dialog closes: an element by its ref, or a function that finds it then. */
export type FocusTarget = RefObject<HTMLElement | null> | (() => HTMLElement | null | undefined);

const focusable = (element: HTMLElement | null | undefined): element is HTMLElement =>
  !!element && element.isConnected && element !== document.body;

/**
 * The one rule for where the focus goes when a dialog closes, for every dialog of the app (DialogContent and
 * AlertDialogContent apply it): to `returnFocusTo` when it names an element still on the page, else to
 * whatever had the focus when the dialog opened, else where Radix puts it. Radix alone only returns it to a
 * Dialog.Trigger, and the app's dialogs are opened from buttons elsewhere (the top bar, menus, table rows).
 * A caller's own onCloseAutoFocus runs first; one that prevents the default keeps the focus to itself.
 */
export const useReturnFocus = (handlers: {
  onOpenAutoFocus?: FocusHandler;
  onCloseAutoFocus?: FocusHandler;
  returnFocusTo?: FocusTarget;
}) => {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      handlers.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      handlers.onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      const { returnFocusTo } = handlers;
      const named = typeof returnFocusTo === 'function' ? returnFocusTo() : returnFocusTo?.current;
      const target = focusable(named) ? named : opener.current;
      if (focusable(target)) {
        event.preventDefault();
        target.focus();
      }
    },
  };
};

export const dialogOverlayClasses = 'fixed inset-0 z-[1000] backdrop-dim animate-overlay';
export const dialogContentClasses = [
  'fixed top-1/2 left-1/2 z-[1000] flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2',
  '-translate-y-1/2 flex-col overflow-hidden rounded-card border border-border bg-popover',
  'text-popover-foreground shadow-overlay outline-none animate-dialog',
].join(' ');

export interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  /** Hides the close button (blocking dialogs). */
  hideClose?: boolean;
  /** Covers the dialog while something is pending (it then cannot be used or closed). */
  overlay?: ReactNode;
  /** Where the focus goes on close (see useReturnFocus); by default, what had it when the dialog opened. */
  returnFocusTo?: FocusTarget;
}

export const DialogContent = ({
  className,
  children,
  hideClose,
  overlay,
  onOpenAutoFocus,
  onCloseAutoFocus,
  returnFocusTo,
  ...props
}: DialogContentProps) => {
  const focus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus, returnFocusTo });
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={dialogOverlayClasses} />
      <DialogPrimitive.Content
        className={cn(dialogContentClasses, 'max-w-lg', className)}
        {...focus}
        {...props}
      >
        {children}
        {!hideClose && (
          <DialogPrimitive.Close
            className="absolute top-3.5 end-3.5 inline-flex size-8 items-center justify-center rounded-control text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground"
            aria-label={t('common.close')}
          >
            <X className="size-4" strokeWidth={1.75} />
          </DialogPrimitive.Close>
        )}
        {overlay}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
};

export const DialogHeader = ({ className, ...props }: ComponentProps<'div'>) => (
  <div className={cn('flex flex-col gap-1.5 px-6 pt-6 pe-12', className)} {...props} />
);

export const DialogBody = ({ className, ...props }: ComponentProps<'div'>) => (
  <div className={cn('min-h-0 flex-1 overflow-y-auto px-6 py-5', className)} {...props} />
);

export const DialogFooter = ({ className, ...props }: ComponentProps<'div'>) => (
  <div
    className={cn(
      'flex flex-col-reverse gap-2 border-t border-border bg-surface/40 px-6 py-4 sm:flex-row sm:justify-end',
      className,
    )}
    {...props}
  />
);

export const DialogTitle = ({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) => (
  <DialogPrimitive.Title className={cn('text-lg leading-7 font-semibold', className)} {...props} />
);

export const DialogDescription = ({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) => (
  <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />
);
