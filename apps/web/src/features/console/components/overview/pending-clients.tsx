import { Check, UserRoundCheck, X } from 'lucide-react';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { type ConsoleClient, consoleMessages } from '@portico/contract';
import { UserAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Trans, t } from '@/lib/i18n';
import { timeAgo } from '@/lib/time';
import { useApproveClient } from '../../api/approve-client';
import { useRejectClient } from '../../api/reject-client';
import { notifyError, notifySuccess } from '../../utils/notify';
import { EmptyState } from '../shared/console-page';

// The confirmation loads when Reject is first pressed: the overview is the console's first screen and stays
// within its budget (e2e/bundle-budget.spec.ts).
const ConfirmDialog = lazy(() =>
  import('@/components/ui/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })),
);

export interface PendingClientsProps {
  clients: readonly ConsoleClient[];
}

/**
 * Signups awaiting approval, oldest first, each with Approve and Reject (which asks first). A row that
 * leaves with the focus in it hands the focus on (to the next row's Approve, else to the empty state), so
 * a keyboard user is not sent back to the top of the page.
 */
export const PendingClients = ({ clients }: PendingClientsProps) => {
  const list = useRef<HTMLUListElement>(null);
  const empty = useRef<HTMLDivElement>(null);
  // The index of the row that was approved or rejected, until the list without it shows.
  const left = useRef<number | null>(null);
  useEffect(() => {
    const index = left.current;
    const active = document.activeElement;
    if (index === null || (active && active !== document.body && active.isConnected)) return;
    left.current = null;
    const approves = list.current?.querySelectorAll<HTMLButtonElement>('button[data-approve]');
    (approves?.[Math.min(index, approves.length - 1)] ?? empty.current)?.focus();
  }, [clients]);

  if (clients.length === 0) {
    return (
      <div ref={empty} tabIndex={-1} className="outline-none">
        <EmptyState
          icon={<UserRoundCheck strokeWidth={1.75} aria-hidden="true" />}
          title={t('console.pending.empty')}
        />
      </div>
    );
  }
  return (
    <ul ref={list} className="divide-y divide-border" aria-label={t('console.pending.label')}>
      {clients.map((client, index) => (
        <PendingClientRow key={client.id} client={client} onDone={() => (left.current = index)} />
      ))}
    </ul>
  );
};

const PendingClientRow = ({ client, onDone }: { client: ConsoleClient; onDone: () => void }) => {
  const approve = useApproveClient();
  const reject = useRejectClient();
  const [confirming, setConfirming] = useState(false);
  // Mounted from the first Reject on, so it closes (and returns the focus) like any dialog.
  const [asked, setAsked] = useState(false);
  const rejectButton = useRef<HTMLButtonElement>(null);
  const who = client.name || client.email;
  const busy = approve.isPending || reject.isPending;

  const onApprove = () =>
    approve.mutate(client.id, {
      onSuccess: (response) => {
        onDone();
        notifySuccess(response.message, `approve-${client.id}`);
      },
      onError: (error) => notifyError(error, t('console.pending.approveFailed'), `approve-${client.id}`),
    });
  const onReject = () =>
    reject.mutate(client.id, {
      onSuccess: (response) => {
        onDone();
        setConfirming(false);
        notifySuccess(response.message || consoleMessages.clientRejected, `reject-${client.id}`);
      },
      onError: (error) => {
        setConfirming(false);
        notifyError(error, t('console.pending.rejectFailed'), `reject-${client.id}`);
      },
    });

  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-3 px-5 py-3.5">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <UserAvatar name={client.name} email={client.email} src={client.profilePicture} decorative />
        <div className="flex min-w-0 flex-col">
          <span className="truncate text-sm font-medium">{client.name}</span>
          <span className="truncate text-[13px] text-muted-foreground">{client.email}</span>
        </div>
      </div>
      <time dateTime={client.createdAt} className="text-[13px] text-muted-foreground tabular-nums">
        {t('console.pending.signedUp', { time: timeAgo(client.createdAt) })}
      </time>
      <div className="flex gap-2">
        <Button
          ref={rejectButton}
          variant="secondary"
          size="sm"
          disabled={busy}
          onClick={() => {
            setAsked(true);
            setConfirming(true);
          }}
          aria-label={t('console.pending.rejectNamed', { name: who })}
        >
          <X className="size-4" strokeWidth={1.75} aria-hidden="true" />
          {t('console.pending.reject')}
        </Button>
        <Button
          size="sm"
          data-approve
          loading={approve.isPending}
          disabled={busy}
          onClick={onApprove}
          aria-label={t('console.pending.approveNamed', { name: who })}
        >
          {!approve.isPending && <Check className="size-4" strokeWidth={2} aria-hidden="true" />}
          {approve.isPending ? t('console.pending.approving') : t('console.pending.approve')}
        </Button>
      </div>
      {asked && (
        <Suspense>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={t('console.pending.confirmTitle')}
            description={
              <Trans
                id="console.pending.confirmDescription"
                values={{ name: who, email: client.email }}
                components={{ 0: <strong className="font-medium text-foreground" /> }}
              />
            }
            confirmLabel={t('console.pending.confirmLabel')}
            pendingLabel={t('console.pending.rejecting')}
            pending={reject.isPending}
            destructive
            onConfirm={onReject}
            returnFocusTo={rejectButton}
          />
        </Suspense>
      )}
    </li>
  );
};
