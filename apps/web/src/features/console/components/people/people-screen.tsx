import { Search, UserRoundPlus } from 'lucide-react';
import { useState } from 'react';
import { type ConsolePerson, MAX_CONSOLE_SEARCH } from '@portico/contract';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { TooltipProvider } from '@/components/ui/tooltip';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { errorMessage } from '@/lib/errors';
import { usePeople } from '../../api/list-people';
import { ConsoleCard, ConsolePage, EmptyState } from '../shared/console-page';
import { PeopleTable } from './people-table';
import { PersonDialog } from './person-dialog';
import { QueryError } from '../shared/query-error';

/** The directory search waits this long after the last key, then asks the server. */
export const PEOPLE_SEARCH_DEBOUNCE_MS = 300;

const numbers = new Intl.NumberFormat('en-US');

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
        title="People"
        description="Everyone items can be assigned to. Clients and staff are here as themselves; add anyone else."
        actions={
          <Button onClick={() => setEditing(null)}>
            <UserRoundPlus className="size-4" strokeWidth={1.75} aria-hidden="true" />
            Add person
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
              placeholder="Search by name or email"
              aria-label="Search people"
            />
            <p className="ml-auto text-[13px] text-muted-foreground tabular-nums" aria-live="polite">
              {searching ? 'Searching...' : data ? countText(data.total, data.people.length) : ''}
            </p>
          </div>
          {query.isError && !data ? (
            <div className="p-4">
              <QueryError
                message={errorMessage(query.error, 'The people could not be loaded.')}
                onRetry={() => void query.refetch()}
              />
            </div>
          ) : data && data.people.length === 0 ? (
            <EmptyState
              icon={<Search strokeWidth={1.75} aria-hidden="true" />}
              title={term ? 'No one matches this search.' : 'No people yet.'}
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

const countText = (total: number, shown: number) => {
  const noun = total === 1 ? 'person' : 'people';
  return shown < total
    ? `Showing ${numbers.format(shown)} of ${numbers.format(total)} ${noun}`
    : `${numbers.format(total)} ${noun}`;
};
