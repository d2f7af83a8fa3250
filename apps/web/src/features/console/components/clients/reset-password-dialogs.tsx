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
import { localize, t } from '@/lib/i18n';

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
      title={t('consoleClients.resetPassword.title')}
      description={t('consoleClients.resetPassword.description', { who })}
      confirmLabel={t('consoleClients.resetPassword.confirm')}
      pendingLabel={t('consoleClients.resetPassword.resetting')}
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
          <DialogTitle>{t('consoleClients.resetPassword.doneTitle')}</DialogTitle>
          <DialogDescription>
            {message === undefined ? t('consoleClients.resetPassword.done') : localize(message)}
          </DialogDescription>
        </DialogHeader>
        <DialogBody>
          {password && (
            <CopyField
              label={t('consoleClients.resetPassword.field')}
              value={password}
              mono
              hint={t('consoleClients.resetPassword.hint', { who })}
            />
          )}
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{t('common.done')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  </>
);
