import { Link2, ShieldCheck, Trash2, UserRoundPlus } from 'lucide-react';
import { useRef, useState } from 'react';
import { STAFF_ROLES, type SignInLink, type StaffMember, staffRoleSchema } from '@portico/contract';
import { UserAvatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type DataTableColumn, tableCellClass } from '@/components/ui/data-table';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Tooltip, TooltipProvider } from '@/components/ui/tooltip';
import { errorMessage } from '@/lib/errors';
import { type MessageKey, t } from '@/lib/i18n';
import { useRemoveStaff } from '../../api/remove-staff';
import { useStaff } from '../../api/list-staff';
import { useStaffSignInLink } from '../../api/staff-sign-in-link';
import { useUpdateStaff } from '../../api/update-staff';
import { ROLE_LABELS, useConsoleAccess } from '../../hooks/use-console-access';
import { notifyError, notifySuccess } from '../../utils/notify';
import { ClientStatusBadge } from '../clients/client-status-badge';
import { ConsoleCard, ConsolePage, EmptyState } from '../shared/console-page';
import { InviteStaffDialog } from './invite-staff-dialog';
import { QueryError } from '../shared/query-error';
import { SignInLinkDialog } from '../shared/sign-in-link-dialog';

const td = tableCellClass;

/** The columns, each with its loading skeleton in the shape of what loads (headers as keys: read at render). */
const COLUMNS: readonly (Omit<DataTableColumn, 'header'> & { header: MessageKey })[] = [
  {
    key: 'name',
    header: 'consoleClients.shared.name',
    skeleton: (
      <span className="flex items-center gap-3">
        <Skeleton className="size-8 rounded-full" />
        <Skeleton className="h-3.5 w-32" />
      </span>
    ),
  },
  { key: 'email', header: 'consoleClients.shared.email', skeleton: <Skeleton className="h-3.5 w-44" /> },
  { key: 'role', header: 'consoleClients.staff.role', skeleton: <Skeleton className="h-9 w-40" /> },
  {
    key: 'status',
    header: 'consoleClients.shared.status',
    skeleton: <Skeleton className="h-6 w-16 rounded-full" />,
  },
  { key: 'actions', header: 'consoleClients.shared.actions', hiddenHeader: true, className: 'w-24' },
];

/** Console › Staff (administrators): who runs the portal, their roles, invitations and removals. */
export const StaffScreen = () => {
  const staff = useStaff();
  const [inviting, setInviting] = useState(false);
  return (
    <TooltipProvider delayDuration={400} skipDelayDuration={200}>
      <ConsolePage
        title={t('consoleClients.staff.title')}
        description={t('consoleClients.staff.description')}
        actions={
          <Button onClick={() => setInviting(true)}>
            <UserRoundPlus className="size-4" strokeWidth={1.75} aria-hidden="true" />
            {t('consoleClients.staff.invite')}
          </Button>
        }
      >
        {staff.isError && !staff.data ? (
          <QueryError
            message={errorMessage(staff.error, t('consoleClients.staff.loadFailed'))}
            onRetry={() => void staff.refetch()}
          />
        ) : (
          <ConsoleCard>
            {staff.data?.length === 0 ? (
              <EmptyState
                icon={<ShieldCheck strokeWidth={1.75} aria-hidden="true" />}
                title={t('consoleClients.staff.empty')}
              />
            ) : (
              <DataTable
                caption={t('consoleClients.staff.caption')}
                columns={COLUMNS.map((column) => ({ ...column, header: t(column.header) }))}
                minWidthClass="min-w-[680px]"
                loading={!staff.data}
                skeletonRows={3}
                stickyHeader={false}
              >
                {staff.data?.map((member) => (
                  <StaffRow key={member.id} member={member} />
                ))}
              </DataTable>
            )}
          </ConsoleCard>
        )}
        <InviteStaffDialog open={inviting} onOpenChange={setInviting} />
      </ConsolePage>
    </TooltipProvider>
  );
};

const StaffRow = ({ member }: { member: StaffMember }) => {
  const { user } = useConsoleAccess();
  const update = useUpdateStaff();
  const remove = useRemoveStaff();
  const [confirming, setConfirming] = useState(false);
  const removeButton = useRef<HTMLButtonElement>(null);
  const linkButton = useRef<HTMLButtonElement>(null);
  const signInLink = useStaffSignInLink();
  const [linkOpen, setLinkOpen] = useState(false);
  const [link, setLink] = useState<SignInLink>();
  const who = member.name || member.email;
  const isMe = member.id === user?.id;

  const onRole = (value: string) => {
    const role = staffRoleSchema.safeParse(value);
    if (!role.success || role.data === member.role || update.isPending) return;
    update.mutate(
      { userId: member.id, role: role.data },
      {
        onSuccess: (response) => notifySuccess(response.message, `staff-${member.id}`),
        onError: (error) => notifyError(error, t('consoleClients.staff.roleFailed'), `staff-${member.id}`),
      },
    );
  };

  const onRemove = () =>
    remove.mutate(member.id, {
      onSuccess: (response) => {
        setConfirming(false);
        notifySuccess(response.message, `staff-${member.id}`);
      },
      onError: (error) => {
        setConfirming(false);
        notifyError(error, t('consoleClients.staff.removeFailed'), `staff-${member.id}`);
      },
    });

  const onSignInLink = () => {
    setLink(undefined);
    setLinkOpen(true);
    signInLink.mutate(member.id, {
      onSuccess: setLink,
      onError: (error) => {
        setLinkOpen(false);
        notifyError(error, t('consoleClients.shared.signInLinkFailed'), `staff-${member.id}`);
      },
    });
  };

  return (
    <tr className="transition-colors hover:bg-accent/50">
      <th scope="row" className={`${td} text-start font-medium`}>
        <span className="flex min-w-0 items-center gap-3">
          <UserAvatar name={member.name} email={member.email} src={member.profilePicture} decorative />
          <span className="truncate">{member.name}</span>
          {isMe && <Badge tone="info">{t('consoleClients.staff.you')}</Badge>}
        </span>
      </th>
      <td className={`${td} max-w-64 truncate text-muted-foreground`}>{member.email}</td>
      <td className={td}>
        {/* Never disabled while a change is saved: the focus comes back to it from the list (a disabled
            trigger would drop it on the page's body); a choice made meanwhile is ignored. */}
        <Select value={member.role} onValueChange={onRole}>
          <SelectTrigger
            className="h-8 w-40 text-[13px] max-md:h-9"
            aria-label={t('consoleClients.staff.roleOf', { who })}
            aria-busy={update.isPending || undefined}
          >
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {STAFF_ROLES.map((role) => (
              <SelectItem key={role} value={role}>
                {t(ROLE_LABELS[role].label)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </td>
      <td className={td}>
        <ClientStatusBadge status={member.status} />
      </td>
      <td className={`${td} text-end whitespace-nowrap`}>
        {!isMe && member.status === 'active' && (
          <Tooltip content={t('consoleClients.shared.copySignInLink')}>
            <Button
              ref={linkButton}
              variant="ghost"
              size="icon-sm"
              aria-label={t('consoleClients.staff.copySignInLinkFor', { who })}
              onClick={onSignInLink}
            >
              <Link2 className="size-4" strokeWidth={1.75} aria-hidden="true" />
            </Button>
          </Tooltip>
        )}
        {!isMe && (
          <Tooltip content={t('consoleClients.shared.remove', { who })}>
            <Button
              ref={removeButton}
              variant="ghost"
              size="icon-sm"
              aria-label={t('consoleClients.shared.remove', { who })}
              onClick={() => setConfirming(true)}
            >
              <Trash2 className="size-4 text-destructive-text" strokeWidth={1.75} aria-hidden="true" />
            </Button>
          </Tooltip>
        )}
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('consoleClients.staff.removeTitle')}
          description={t('consoleClients.staff.removeDescription', { who, email: member.email })}
          confirmLabel={t('common.remove')}
          pendingLabel={t('consoleClients.shared.removing')}
          pending={remove.isPending}
          destructive
          onConfirm={onRemove}
          returnFocusTo={removeButton}
        />
        <SignInLinkDialog
          open={linkOpen}
          onOpenChange={setLinkOpen}
          who={who}
          link={link}
          returnFocusTo={linkButton}
        />
      </td>
    </tr>
  );
};
