import {
  Ban,
  Check,
  CircleCheck,
  Eye,
  KeyRound,
  LayoutGrid,
  Link2,
  ListFilter,
  MoreHorizontal,
  UserRoundX,
} from 'lucide-react';
import { useRef, useState } from 'react';
import { type ConsoleClient, type SignInLink, consoleMessages } from '@portico/contract';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { t } from '@/lib/i18n';
import { useApproveClient } from '../../api/approve-client';
import { useClientSignInLink } from '../../api/client-sign-in-link';
import { usePreviewClient } from '../../api/preview-client';
import { PREVIEW_FRAGMENT } from '@/lib/preview';
import { useRejectClient } from '../../api/reject-client';
import { useResetClientPassword } from '../../api/reset-client-password';
import { useUpdateClient } from '../../api/update-client';
import { notifyError, notifySuccess } from '../../utils/notify';
import { ClientBoardsDialog } from './client-boards-dialog';
import { ResetPasswordDialogs } from './reset-password-dialogs';
import { SignInLinkDialog } from '../shared/sign-in-link-dialog';

type OnlyAssigned = 'inherit' | 'yes' | 'no';

const toChoice = (value: boolean | null): OnlyAssigned => (value === null ? 'inherit' : value ? 'yes' : 'no');
const fromChoice = (choice: OnlyAssigned): boolean | null => (choice === 'inherit' ? null : choice === 'yes');
const isChoice = (value: string): value is OnlyAssigned => ['inherit', 'yes', 'no'].includes(value);

export interface ClientActionsProps {
  client: ConsoleClient;
}

/**
 * A client row's menu: approve or reject a signup; disable or enable; a preview of the portal as them (a
 * new tab); a one-time sign-in link; the boards
 * they may open; a new password; and whether they see only the items assigned to them. Results and refusals are toasted once.
 */
export const ClientActions = ({ client }: ClientActionsProps) => {
  const trigger = useRef<HTMLButtonElement>(null);
  const who = client.name || client.email;
  const id = client.id;

  const approve = useApproveClient();
  const reject = useRejectClient();
  const update = useUpdateClient();
  const signInLink = useClientSignInLink();
  const reset = useResetClientPassword();
  const preview = usePreviewClient();

  const [rejecting, setRejecting] = useState(false);
  const [linkOpen, setLinkOpen] = useState(false);
  const [link, setLink] = useState<SignInLink>();
  const [resetStep, setResetStep] = useState<'confirm' | 'done' | null>(null);
  const [boardsOpen, setBoardsOpen] = useState(false);

  const onApprove = () =>
    approve.mutate(id, {
      onSuccess: (response) => notifySuccess(response.message, `client-${id}`),
      onError: (error) => notifyError(error, t('consoleClients.actions.approveFailed'), `client-${id}`),
    });

  const onReject = () =>
    reject.mutate(id, {
      onSuccess: (response) => {
        setRejecting(false);
        notifySuccess(response.message || consoleMessages.clientRejected, `client-${id}`);
      },
      onError: (error) => {
        setRejecting(false);
        notifyError(error, t('consoleClients.actions.rejectFailed'), `client-${id}`);
      },
    });

  const onUpdate = (changes: Parameters<typeof update.mutate>[0]['changes']) =>
    update.mutate(
      { userId: id, changes },
      {
        onSuccess: (response) => notifySuccess(response.message, `client-${id}`),
        onError: (error) => notifyError(error, t('consoleClients.actions.updateFailed'), `client-${id}`),
      },
    );

  const onSignInLink = () => {
    setLink(undefined);
    setLinkOpen(true);
    signInLink.mutate(id, {
      onSuccess: setLink,
      onError: (error) => {
        setLinkOpen(false);
        notifyError(error, t('consoleClients.shared.signInLinkFailed'), `client-${id}`);
      },
    });
  };

  /**
   * The preview opens in a new tab, which is opened at once (inside the click, so no popup blocker stops
   * it) and sent to the portal with the token in its URL fragment once the server has answered.
   */
  const onPreview = () => {
    const tab = window.open('', '_blank');
    preview.mutate(id, {
      onSuccess: (response) => {
        // Absolute: the blank tab resolves nothing against this page once its opener is cut.
        const url = new URL(
          `/${PREVIEW_FRAGMENT}${encodeURIComponent(response.data.token)}`,
          window.location.href,
        ).href;
        if (tab) {
          tab.opener = null;
          tab.location.href = url;
        } else window.open(url, '_blank', 'noopener');
        notifySuccess(response.message, `client-${id}`);
      },
      onError: (error) => {
        tab?.close();
        notifyError(error, t('consoleClients.actions.previewFailed'), `client-${id}`);
      },
    });
  };

  const onReset = () =>
    reset.mutate(id, {
      onSuccess: () => setResetStep('done'),
      onError: (error) => {
        setResetStep(null);
        notifyError(error, t('consoleClients.actions.resetFailed'), `client-${id}`);
      },
    });

  const busy = approve.isPending || reject.isPending || update.isPending;
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            ref={trigger}
            variant="ghost"
            size="icon-sm"
            aria-label={t('consoleClients.actions.menuLabel', { who })}
            aria-busy={busy || undefined}
          >
            <MoreHorizontal className="size-4" strokeWidth={1.75} aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-72">
          <DropdownMenuLabel className="truncate">{who}</DropdownMenuLabel>
          {client.status === 'pending' ? (
            <>
              <DropdownMenuItem onSelect={onApprove} disabled={busy}>
                <Check strokeWidth={1.75} />
                {t('consoleClients.actions.approve')}
              </DropdownMenuItem>
              <DropdownMenuItem destructive onSelect={() => setRejecting(true)} disabled={busy}>
                <UserRoundX strokeWidth={1.75} />
                {t('consoleClients.actions.reject')}
              </DropdownMenuItem>
            </>
          ) : (
            <>
              {client.status === 'active' && (
                <>
                  <DropdownMenuItem onSelect={onPreview} disabled={preview.isPending}>
                    <Eye strokeWidth={1.75} />
                    {t('consoleClients.actions.preview')}
                  </DropdownMenuItem>
                  <DropdownMenuItem onSelect={onSignInLink}>
                    <Link2 strokeWidth={1.75} />
                    {t('consoleClients.shared.copySignInLink')}
                  </DropdownMenuItem>
                </>
              )}
              <DropdownMenuItem onSelect={() => setBoardsOpen(true)}>
                <LayoutGrid strokeWidth={1.75} />
                {t('consoleClients.actions.boards')}
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => setResetStep('confirm')}>
                <KeyRound strokeWidth={1.75} />
                {t('consoleClients.actions.resetPassword')}
              </DropdownMenuItem>
              <DropdownMenuSub>
                <DropdownMenuSubTrigger>
                  <ListFilter strokeWidth={1.75} />
                  {t('consoleClients.actions.onlyAssigned')}
                </DropdownMenuSubTrigger>
                <DropdownMenuSubContent className="w-56">
                  <DropdownMenuRadioGroup
                    value={toChoice(client.filterItemsByEmail)}
                    onValueChange={(value) => {
                      if (isChoice(value) && value !== toChoice(client.filterItemsByEmail))
                        onUpdate({ filterItemsByEmail: fromChoice(value) });
                    }}
                  >
                    <DropdownMenuRadioItem value="inherit">
                      {t('consoleClients.actions.followDefault')}
                    </DropdownMenuRadioItem>
                    <DropdownMenuRadioItem value="yes">{t('common.yes')}</DropdownMenuRadioItem>
                    <DropdownMenuRadioItem value="no">{t('common.no')}</DropdownMenuRadioItem>
                  </DropdownMenuRadioGroup>
                </DropdownMenuSubContent>
              </DropdownMenuSub>
              <DropdownMenuSeparator />
              {client.status === 'active' ? (
                <DropdownMenuItem
                  destructive
                  onSelect={() => onUpdate({ status: 'disabled' })}
                  disabled={busy}
                >
                  <Ban strokeWidth={1.75} />
                  {t('consoleClients.actions.disable')}
                </DropdownMenuItem>
              ) : (
                <DropdownMenuItem onSelect={() => onUpdate({ status: 'active' })} disabled={busy}>
                  <CircleCheck strokeWidth={1.75} />
                  {t('consoleClients.actions.enable')}
                </DropdownMenuItem>
              )}
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={rejecting}
        onOpenChange={setRejecting}
        title={t('consoleClients.actions.rejectTitle')}
        description={t('consoleClients.actions.rejectDescription', { who, email: client.email })}
        confirmLabel={t('consoleClients.actions.rejectConfirm')}
        pendingLabel={t('consoleClients.actions.rejecting')}
        pending={reject.isPending}
        destructive
        onConfirm={onReject}
        returnFocusTo={trigger}
      />
      <SignInLinkDialog
        open={linkOpen}
        onOpenChange={setLinkOpen}
        who={who}
        link={link}
        returnFocusTo={trigger}
      />
      <ClientBoardsDialog
        open={boardsOpen}
        onOpenChange={setBoardsOpen}
        userId={id}
        who={who}
        returnFocusTo={trigger}
      />
      <ResetPasswordDialogs
        who={who}
        step={resetStep}
        onStepChange={(step) => {
          setResetStep(step);
          // The password is shown once: closing the dialog forgets it.
          if (step === null) reset.reset();
        }}
        pending={reset.isPending}
        onConfirm={onReset}
        password={reset.data?.data.password}
        message={reset.data?.message}
        returnFocusTo={trigger}
      />
    </>
  );
};
