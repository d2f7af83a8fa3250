import { Pencil, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import type { ConsolePerson } from '@portico/contract';
import { UserAvatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type DataTableColumn, tableCellClass } from '@/components/ui/data-table';
import { Skeleton } from '@/components/ui/skeleton';
import { Tooltip } from '@/components/ui/tooltip';
import { type MessageKey, t } from '@/lib/i18n';
import { useRemovePerson } from '../../api/remove-person';
import { notifyError, notifySuccess } from '../../utils/notify';

export interface PeopleTableProps {
  people: readonly ConsolePerson[];
  loading?: boolean;
  onEdit: (person: ConsolePerson) => void;
}

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
  {
    key: 'account',
    header: 'consoleClients.peopleTable.account',
    skeleton: <Skeleton className="h-6 w-16 rounded-full" />,
  },
  { key: 'items', header: 'consoleClients.peopleTable.items', className: 'text-end' },
  { key: 'actions', header: 'consoleClients.shared.actions', hiddenHeader: true, className: 'w-24' },
];

const ACCOUNT_LABELS: Record<ConsolePerson['account'], MessageKey> = {
  client: 'consoleClients.peopleTable.accountClient',
  staff: 'consoleClients.peopleTable.accountStaff',
  none: 'consoleClients.peopleTable.accountNone',
};

/** The directory, one row per person: photo, name, email, account, items, Edit and Remove. */
export const PeopleTable = ({ people, loading, onEdit }: PeopleTableProps) => (
  <DataTable
    caption={t('consoleClients.peopleTable.caption')}
    columns={COLUMNS.map((column) => ({ ...column, header: t(column.header) }))}
    minWidthClass="min-w-[680px]"
    loading={loading}
    skeletonRows={5}
  >
    {people.map((person) => (
      <PersonRow key={person.id} person={person} onEdit={onEdit} />
    ))}
  </DataTable>
);

const PersonRow = ({ person, onEdit }: { person: ConsolePerson; onEdit: (p: ConsolePerson) => void }) => {
  const remove = useRemovePerson();
  const [confirming, setConfirming] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const who = person.name || person.email;

  const onRemove = () =>
    remove.mutate(person.id, {
      onSuccess: (response) => {
        setConfirming(false);
        notifySuccess(response.message, `person-${person.id}`);
      },
      onError: (error) => {
        setConfirming(false);
        notifyError(error, t('consoleClients.peopleTable.removeFailed'), `person-${person.id}`);
      },
    });

  return (
    <tr className="transition-colors hover:bg-accent/50">
      <th scope="row" className={`${td} text-start font-medium`}>
        <span className="flex min-w-0 items-center gap-3">
          <UserAvatar name={person.name} email={person.email} src={person.photo} decorative />
          <span className="truncate">{person.name}</span>
        </span>
      </th>
      <td className={`${td} max-w-64 truncate text-muted-foreground`}>{person.email}</td>
      <td className={td}>
        <Badge tone={person.account === 'none' ? 'neutral' : 'info'}>
          {t(ACCOUNT_LABELS[person.account])}
        </Badge>
      </td>
      <td className={`${td} text-end tabular-nums`}>{person.itemCount}</td>
      <td className={`${td} whitespace-nowrap`}>
        <span className="flex items-center justify-end">
          <Tooltip content={t('consoleClients.peopleTable.edit', { who })}>
            <Button
              ref={editButton}
              variant="ghost"
              size="icon-sm"
              aria-label={t('consoleClients.peopleTable.edit', { who })}
              onClick={() => onEdit(person)}
            >
              <Pencil className="size-4" strokeWidth={1.75} aria-hidden="true" />
            </Button>
          </Tooltip>
          {person.account === 'none' ? (
            <Tooltip content={t('consoleClients.shared.remove', { who })}>
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={t('consoleClients.shared.remove', { who })}
                onClick={() => setConfirming(true)}
              >
                <Trash2 className="size-4 text-destructive-text" strokeWidth={1.75} aria-hidden="true" />
              </Button>
            </Tooltip>
          ) : (
            // An account is removed with the account (Clients, Staff): the Edit buttons stay in one column.
            <span className="size-8" aria-hidden="true" />
          )}
        </span>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('consoleClients.peopleTable.removeTitle', { who })}
          description={
            person.itemCount > 0
              ? t('consoleClients.peopleTable.removeAssigned', { who, count: person.itemCount })
              : t('consoleClients.peopleTable.removeUnassigned', { who })
          }
          confirmLabel={t('common.remove')}
          pendingLabel={t('consoleClients.shared.removing')}
          pending={remove.isPending}
          destructive
          onConfirm={onRemove}
          returnFocusTo={editButton}
        />
      </td>
    </tr>
  );
};
