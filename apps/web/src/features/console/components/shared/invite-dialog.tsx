import type { ReactNode } from 'react';
import type { SignInLink } from '@portico/contract';
import { Button } from '@/components/ui/button';
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
import { SignInLinkField } from './sign-in-link-dialog';

/** What the dialog needs of an invitation's mutation (useInviteClient, useInviteStaff). */
export interface InviteMutation {
  isPending: boolean;
  data?: { message: string; data: { signInLink: SignInLink } };
  reset: () => void;
}

export interface InviteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  invite: InviteMutation;
  /** The title once the invitation went through ("Client invited"). */
  invitedTitle: string;
  /** The form (a DialogForm), shown until the invitation went through. */
  children: ReactNode;
}

/**
 * An invitation in two steps: the form, then the server's message and the new account's one-time sign-in
 * link to copy. It cannot be closed while the invitation is on its way; closed, it starts over.
 */
export const InviteDialog = ({ open, onOpenChange, invite, invitedTitle, children }: InviteDialogProps) => (
  <Dialog open={open} onOpenChange={(next) => !invite.isPending && onOpenChange(next)}>
    <DialogContent onCloseAutoFocus={() => invite.reset()}>
      {invite.data ? (
        <>
          <DialogHeader>
            <DialogTitle>{invitedTitle}</DialogTitle>
            <DialogDescription>{localize(invite.data.message)}</DialogDescription>
          </DialogHeader>
          <DialogBody>
            <SignInLinkField link={invite.data.data.signInLink} />
          </DialogBody>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">{t('common.done')}</Button>
            </DialogClose>
          </DialogFooter>
        </>
      ) : (
        open && children
      )}
    </DialogContent>
  </Dialog>
);
