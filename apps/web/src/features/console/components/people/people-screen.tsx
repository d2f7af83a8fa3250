import { Search, UserRoundPlus } from 'lucide-react';
import { useState } from 'react';
import { type ConsolePerson, MAX_CONSOLE_SEARCH } from '@portico/contract';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { TooltipProvider } from '@/components/ui/tooltip';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { errorMessage } from '@/lib/errors';
import { formatNumber } from '@/lib/format';
import { t } from '@/lib/i18n';
import { usePeople } from '../../api/list-people';
import { ConsoleCard, ConsolePage, EmptyState } from '../shared/console-page';
import { PeopleTable } from './people-table';
import { PersonDialog } from './person-dialog';
import { QueryError } from '../shared/query-error';

/** The directory search waits this long after the last key, then asks the server. */
export const PEOPLE_SEARCH_DEBOUNCE_MS = 300;

/**
 * Console › People: the directory items are assigned from. Clients and staff are in it as themselves;
 * staff add anyone else, edit names and photos, and remove people (who leave every item they were on).
 */
export const PeopleScreen = () => {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), PEOPLE_SEARCH_DEBOUNCE_MS);
  // undefined: closed; null: adding; a person: editing them.
  const [editing, setEditing] = useState<ConsolePerson | null | undefined>(undefined);
  const query = usePeople(term ? { search: term } : {});
  const { data } = query;
  const searching = search.trim() !== term || (query.isFetching && query.isPlaceholderData);

  return (
    <TooltipProvider delayDuration={400} skipDelayDuration={200}>
      <ConsolePage
        title={t('consoleClients.people.title')}
        description={t('consoleClients.people.description')}
        actions={
          <Button onClick={() => setEditing(null)}>
            <UserRoundPlus className="size-4" strokeWidth={1.75} aria-hidden="true" />
            {t('consoleClients.people.add')}
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
              aria-label={t('consoleClients.people.searchLabel')}
            />
            <p className="ms-auto text-[13px] text-muted-foreground tabular-nums" aria-live="polite">
              {searching
                ? t('consoleClients.shared.searching')
                : data
                  ? countText(data.total, data.people.length)
                  : ''}
            </p>
          </div>
          {query.isError && !data ? (
            <div className="p-4">
              <QueryError
                message={errorMessage(query.error, t('consoleClients.people.loadFailed'))}
                onRetry={() => void query.refetch()}
              />
            </div>
          ) : data && data.people.length === 0 ? (
            <EmptyState
              icon={<Search strokeWidth={1.75} aria-hidden="true" />}
              title={term ? t('consoleClients.people.noMatch') : t('consoleClients.people.empty')}
            />
          ) : (
            <PeopleTable people={data?.people ?? []} loading={!data} onEdit={setEditing} />
          )}
        </ConsoleCard>
        <PersonDialog
          open={editing !== undefined}
          onOpenChange={(open) => !open && setEditing(undefined)}
          person={editing ?? undefined}
        />
      </ConsolePage>
    </TooltipProvider>
  );
};

const countText = (total: number, shown: number) =>
  shown < total
    ? t('consoleClients.people.countShowing', { shown: formatNumber(shown), total })
    : t('consoleClients.people.count', { total });
