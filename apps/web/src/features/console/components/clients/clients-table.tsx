import type { ConsoleClient } from '@portico/contract';
import { UserAvatar } from '@/components/ui/avatar';
import { Skeleton } from '@/components/ui/skeleton';
import { usePreferences } from '@/hooks/use-preferences';
import { formatDate } from '@/lib/dates';
import { ClientActions } from './client-actions';
import { ClientStatusBadge } from './client-status-badge';

export interface ClientsTableProps {
  clients: readonly ConsoleClient[];
  /** The list is loading for the first time: skeleton rows in the table's shape. */
  loading?: boolean;
}

const th = 'sticky top-0 z-[1] h-10 bg-surface px-4 text-left text-xs font-medium text-muted-foreground';
const td = 'h-14 px-4 text-[13px]';

/** The clients of the portal, one row each, with a menu of what staff can do for them. */
export const ClientsTable = ({ clients, loading }: ClientsTableProps) => {
  const [{ dateFormat }] = usePreferences();
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[760px] border-separate border-spacing-0">
        <caption className="sr-only">Clients</caption>
        <thead>
          <tr className="[&>th]:border-b [&>th]:border-border">
            <th scope="col" className={th}>
              Name
            </th>
            <th scope="col" className={th}>
              Email
            </th>
            <th scope="col" className={th}>
              Status
            </th>
            <th scope="col" className={th}>
              Only their items
            </th>
            <th scope="col" className={`${th} text-right`}>
              Boards
            </th>
            <th scope="col" className={th}>
              Created
            </th>
            <th scope="col" className={`${th} w-12`}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="[&>tr:not(:last-child)>*]:border-b [&>tr>*]:border-border">
          {loading
            ? Array.from({ length: 6 }, (_, i) => (
                <tr key={i} aria-hidden="true" data-testid="client-skeleton">
                  <td className={td}>
                    <span className="flex items-center gap-3">
                      <Skeleton className="size-8 rounded-full" />
                      <Skeleton className="h-3.5 w-32" />
                    </span>
                  </td>
                  <td className={td}>
                    <Skeleton className="h-3.5 w-44" />
                  </td>
                  <td className={td}>
                    <Skeleton className="h-6 w-20 rounded-full" />
                  </td>
                  <td className={td}>
                    <Skeleton className="h-3.5 w-16" />
                  </td>
                  <td className={td}>
                    <Skeleton className="ml-auto h-3.5 w-6" />
                  </td>
                  <td className={td}>
                    <Skeleton className="h-3.5 w-20" />
                  </td>
                  <td className={td} />
                </tr>
              ))
            : clients.map((client) => (
                <tr key={client.id} className="transition-colors hover:bg-accent/50">
                  <th scope="row" className={`${td} text-left font-medium`}>
                    <span className="flex min-w-0 items-center gap-3">
                      <UserAvatar
                        name={client.name}
                        email={client.email}
                        src={client.profilePicture}
                        decorative
                      />
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
                  <td className={`${td} text-right tabular-nums`}>{client.boardCount}</td>
                  <td className={`${td} whitespace-nowrap text-muted-foreground tabular-nums`}>
                    {formatDate(client.createdAt, dateFormat)}
                  </td>
                  <td className={`${td} text-right`}>
                    <ClientActions client={client} />
                  </td>
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
};

/** Yes or No, and whether that is the client's own setting or the portal's default. */
const OnlyAssigned = ({ client }: { client: ConsoleClient }) => (
  <span className="flex items-baseline gap-1.5 whitespace-nowrap">
    <span>{client.onlyAssignedItems ? 'Yes' : 'No'}</span>
    {client.filterItemsByEmail === null && (
      <span className="text-xs text-muted-foreground">(portal default)</span>
    )}
  </span>
);
