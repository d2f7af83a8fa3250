import type { RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CopyField } from '@/components/ui/copy-field';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

export interface ResetPasswordDialogsProps {
  who: string;
  /** 'confirm' asks first; 'done' shows the new password once. */
  step: 'confirm' | 'done' | null;
  onStepChange: (step: 'confirm' | 'done' | null) => void;
  pending: boolean;
  onConfirm: () => void;
  password: string | undefined;
  message: string | undefined;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** Reset password: asks, then shows the generated password exactly once, with a copy button. */
export const ResetPasswordDialogs = ({
  who,
  step,
  onStepChange,
  pending,
  onConfirm,
  password,
  message,
  returnFocusTo,
}: ResetPasswordDialogsProps) => (
  <>
    <ConfirmDialog
      open={step === 'confirm'}
      onOpenChange={(open) => onStepChange(open ? 'confirm' : null)}
      title="Reset the password?"
      description={`A new password is generated for ${who} and every session of theirs ends. You will see the password once, to send it to them.`}
      confirmLabel="Reset password"
      pendingLabel="Resetting..."
      pending={pending}
      destructive
      onConfirm={onConfirm}
      returnFocusTo={returnFocusTo}
    />
    <Dialog open={step === 'done'} onOpenChange={(open) => onStepChange(open ? 'done' : null)}>
      <DialogContent
        // Closing by a click beside it would lose the only view of the password.
        onPointerDownOutside={(event) => event.preventDefault()}
        returnFocusTo={returnFocusTo}
      >
        <DialogHeader>
          <DialogTitle>New password</DialogTitle>
          <DialogDescription>{message ?? 'The password was reset.'}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          {password && (
            <CopyField
              label="New password"
              value={password}
              mono
              hint={`Shown only this once: copy it now and send it to ${who} through a channel you trust.`}
            />
          )}
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Done</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  </>
);
