import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { type FocusTarget, dialogContentClasses, dialogOverlayClasses, useReturnFocus } from './dialog';

/** A dialog that demands an answer: no close button, no dismissal by outside click. */
export const AlertDialog = AlertDialogPrimitive.Root;

export interface AlertDialogContentProps extends ComponentProps<typeof AlertDialogPrimitive.Content> {
  /** Where the focus goes on close (the rule of every dialog: see useReturnFocus in dialog.tsx). */
  returnFocusTo?: FocusTarget;
}

export const AlertDialogContent = ({
  className,
  onOpenAutoFocus,
  onCloseAutoFocus,
  returnFocusTo,
  ...props
}: AlertDialogContentProps) => {
  const focus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus, returnFocusTo });
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className={dialogOverlayClasses} />
      <AlertDialogPrimitive.Content
        className={cn(dialogContentClasses, 'max-w-md', className)}
        {...focus}
        {...props}
      />
    </AlertDialogPrimitive.Portal>
  );
};

export const AlertDialogTitle = ({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Title>) => (
  <AlertDialogPrimitive.Title className={cn('text-lg leading-7 font-semibold', className)} {...props} />
);

export const AlertDialogDescription = ({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Description>) => (
  <AlertDialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />
);
