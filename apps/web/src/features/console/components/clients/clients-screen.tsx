import { UserRoundPlus, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { type ClientStatus, MAX_CONSOLE_SEARCH, clientStatusSchema } from '@portico/contract';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { SegmentedControl } from '@/components/ui/toggle-group';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { errorMessage } from '@/lib/errors';
import { formatNumber } from '@/lib/format';
import { type MessageKey, t } from '@/lib/i18n';
import { useClients } from '../../api/list-clients';
import { ClientsTable } from './clients-table';
import { ConsoleCard, ConsolePage, EmptyState } from '../shared/console-page';
import { InviteClientDialog } from './invite-client-dialog';
import { QueryError } from '../shared/query-error';

type StatusFilter = ClientStatus | 'all';

const FILTERS: ReadonlyArray<{ value: StatusFilter; label: MessageKey }> = [
  { value: 'all', label: 'common.all' },
  { value: 'active', label: 'consoleClients.screen.filterActive' },
  { value: 'pending', label: 'consoleClients.screen.filterPending' },
  { value: 'disabled', label: 'consoleClients.screen.filterDisabled' },
];

/** The console's client search waits this long after the last key, then asks the server. */
export const CLIENT_SEARCH_DEBOUNCE_MS = 300;

/**
 * Console › Clients: search (by the server, as the staff type) and a status filter kept in the URL, so
 * 'Awaiting approval' on the overview links straight to the pending ones.
 */
export const ClientsScreen = () => {
  const [params, setParams] = useSearchParams();
  const parsed = clientStatusSchema.safeParse(params.get('status'));
  const status: StatusFilter = parsed.success ? parsed.data : 'all';
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), CLIENT_SEARCH_DEBOUNCE_MS);
  const [inviting, setInviting] = useState(false);

  const query = useClients({
    ...(term && { search: term }),
    ...(status !== 'all' && { status }),
  });
  const { data } = query;
  const searching = search.trim() !== term || (query.isFetching && query.isPlaceholderData);

  const setStatus = (next: StatusFilter) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'all') copy.delete('status');
        else copy.set('status', next);
        return copy;
      },
      { replace: true },
    );

  return (
    <ConsolePage
      title={t('consoleClients.screen.title')}
      description={t('consoleClients.screen.description')}
      actions={
        <Button onClick={() => setInviting(true)}>
          <UserRoundPlus className="size-4" strokeWidth={1.75} aria-hidden="true" />
          {t('consoleClients.screen.invite')}
        </Button>
      }
    >
      <ConsoleCard>
        <div className="flex flex-wrap items-center gap-3 border-b border-border px-4 py-3">
          <SearchInput
            wrapperClassName="min-w-56 flex-1 sm:max-w-80"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            maxLength={MAX_CONSOLE_SEARCH}
            placeholder={t('consoleClients.shared.searchPlaceholder')}
            aria-label={t('consoleClients.screen.searchLabel')}
          />
          <SegmentedControl
            options={FILTERS.map((filter) => ({ value: filter.value, label: t(filter.label) }))}
            value={status}
            onValueChange={setStatus}
            aria-label={t('consoleClients.shared.status')}
          />
          <p className="ms-auto text-[13px] text-muted-foreground tabular-nums" aria-live="polite">
            {searching
              ? t('consoleClients.shared.searching')
              : data
                ? countText(data.total, data.clients.length)
                : ''}
          </p>
        </div>
        {query.isError && !data ? (
          <div className="p-4">
            <QueryError
              message={errorMessage(query.error, t('consoleClients.screen.loadFailed'))}
              onRetry={() => void query.refetch()}
            />
          </div>
        ) : data && data.clients.length === 0 ? (
          <EmptyState
            icon={<UsersRound strokeWidth={1.75} aria-hidden="true" />}
            title={
              term || status !== 'all' ? t('consoleClients.screen.noMatch') : t('consoleClients.screen.empty')
            }
          >
            {!term && status === 'all' && (
              <Button variant="secondary" size="sm" onClick={() => setInviting(true)}>
                {t('consoleClients.screen.inviteFirst')}
              </Button>
            )}
          </EmptyState>
        ) : (
          <ClientsTable clients={data?.clients ?? []} loading={!data} />
        )}
      </ConsoleCard>
      <InviteClientDialog open={inviting} onOpenChange={setInviting} />
    </ConsolePage>
  );
};

const countText = (total: number, shown: number) =>
  shown < total
    ? t('consoleClients.screen.countShowing', { shown: formatNumber(shown), total })
    : t('consoleClients.screen.count', { total });
