import type { ConsoleClient } from '@portico/contract';
import { UserAvatar } from '@/components/ui/avatar';
import { DataTable, type DataTableColumn, tableCellClass } from '@/components/ui/data-table';
import { Skeleton } from '@/components/ui/skeleton';
import { usePreferences } from '@/hooks/use-preferences';
import { formatDate } from '@/lib/dates';
import { type MessageKey, t } from '@/lib/i18n';
import { ClientActions } from './client-actions';
import { ClientStatusBadge } from './client-status-badge';

export interface ClientsTableProps {
  clients: readonly ConsoleClient[];
  /** The list is loading for the first time: skeleton rows in the table's shape. */
  loading?: boolean;
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
    key: 'status',
    header: 'consoleClients.shared.status',
    skeleton: <Skeleton className="h-6 w-20 rounded-full" />,
  },
  {
    key: 'only',
    header: 'consoleClients.table.onlyTheirItems',
    skeleton: <Skeleton className="h-3.5 w-16" />,
  },
  {
    key: 'boards',
    header: 'consoleClients.table.boards',
    className: 'text-end',
    skeleton: <Skeleton className="ms-auto h-3.5 w-6" />,
  },
  { key: 'created', header: 'consoleClients.table.created', skeleton: <Skeleton className="h-3.5 w-20" /> },
  { key: 'actions', header: 'consoleClients.shared.actions', hiddenHeader: true, className: 'w-12' },
];

/** The clients of the portal, one row each, with a menu of what staff can do for them. */
export const ClientsTable = ({ clients, loading }: ClientsTableProps) => {
  const [{ dateFormat }] = usePreferences();
  return (
    <DataTable
      caption={t('consoleClients.table.caption')}
      columns={COLUMNS.map((column) => ({ ...column, header: t(column.header) }))}
      minWidthClass="min-w-[760px]"
      loading={loading}
      skeletonRows={6}
      skeletonTestId="client-skeleton"
    >
      {clients.map((client) => (
        <tr key={client.id} className="transition-colors hover:bg-accent/50">
          <th scope="row" className={`${td} text-start font-medium`}>
            <span className="flex min-w-0 items-center gap-3">
              <UserAvatar name={client.name} email={client.email} src={client.profilePicture} decorative />
              <span className="truncate">{client.name}</span>
            </span>
          </th>
          <td className={`${td} max-w-64 truncate text-muted-foreground`}>{client.email}</td>
          <td className={td}>
            <ClientStatusBadge status={client.status} />
          </td>
          <td className={td}>
            <OnlyAssigned client={client} />
          </td>
          <td className={`${td} text-end tabular-nums`}>{client.boardCount}</td>
          <td className={`${td} whitespace-nowrap text-muted-foreground tabular-nums`}>
            {formatDate(client.createdAt, dateFormat)}
          </td>
          <td className={`${td} text-end`}>
            <ClientActions client={client} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
};

/** Yes or No, and whether that is the client's own setting or the portal's default. */
const OnlyAssigned = ({ client }: { client: ConsoleClient }) => (
  <span className="flex items-baseline gap-1.5 whitespace-nowrap">
    <span>{client.onlyAssignedItems ? t('common.yes') : t('common.no')}</span>
    {client.filterItemsByEmail === null && (
      <span className="text-xs text-muted-foreground">{t('consoleClients.table.portalDefault')}</span>
    )}
  </span>
);
