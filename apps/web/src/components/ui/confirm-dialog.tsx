import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import { t } from '@/lib/i18n';
import { AlertDialog, AlertDialogContent, AlertDialogDescription, AlertDialogTitle } from './alert-dialog';
import { Button } from './button';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** The confirm button's label while the action runs ('Removing...'). */
  pendingLabel?: string;
  pending?: boolean;
  destructive?: boolean;
  onConfirm: () => void;
  /** Where focus goes when it closes: the control it was opened from (a menu item is gone by then). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * Asks before an action that cannot be undone. Cancel has the focus first, so Enter never confirms by
 * accident; while the action runs the dialog stays open and cannot be dismissed.
 */
export const ConfirmDialog = ({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  pending = false,
  destructive = false,
  onConfirm,
  returnFocusTo,
}: ConfirmDialogProps) => (
  <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
    <AlertDialogContent
      onEscapeKeyDown={(event) => pending && event.preventDefault()}
      returnFocusTo={returnFocusTo}
    >
      <div className="flex flex-col gap-2 px-6 pt-6 pb-5">
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription asChild>
          <div className="text-sm text-muted-foreground">{description}</div>
        </AlertDialogDescription>
      </div>
      <div className="flex flex-col-reverse gap-2 border-t border-border bg-surface/40 px-6 py-4 sm:flex-row sm:justify-end">
        <AlertDialogPrimitive.Cancel asChild>
          <Button variant="secondary" disabled={pending}>
            {t('common.cancel')}
          </Button>
        </AlertDialogPrimitive.Cancel>
        <Button
          variant={destructive ? 'destructive' : 'primary'}
          loading={pending}
          onClick={(event) => {
            // The dialog closes when the action has succeeded, not on the click.
            event.preventDefault();
            onConfirm();
          }}
        >
          {pending && pendingLabel ? pendingLabel : confirmLabel}
        </Button>
      </div>
    </AlertDialogContent>
  </AlertDialog>
);
