import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { dialogContentClasses, dialogOverlayClasses } from './dialog';

/** A dialog that demands an answer: no close button, no dismissal by outside click. */
export const AlertDialog = AlertDialogPrimitive.Root;

export const AlertDialogContent = ({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Content>) => (
  <AlertDialogPrimitive.Portal>
    <AlertDialogPrimitive.Overlay className={dialogOverlayClasses} />
    <AlertDialogPrimitive.Content className={cn(dialogContentClasses, 'max-w-md', className)} {...props} />
  </AlertDialogPrimitive.Portal>
);

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
