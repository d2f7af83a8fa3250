import { FilterX } from 'lucide-react';
import { Fragment, useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { type MessageKey, t } from '@/lib/i18n';
import type { ActivityFilters as Filters } from '../../api/activity';
import { useActivityActors } from '../../api/activity-actors';
import { useConsoleAccess } from '../../hooks/use-console-access';

/** The select's value for "no filter" (Radix selects have no empty value). */
const ALL = 'all';
/** The operator's CLI has no account: its changes are found by their kind. */
const OPERATOR = 'kind:operator';
/** The people who can act, in groups under their headings. */
const PEOPLE_GROUPS: readonly { kind: 'staff' | 'client'; label: MessageKey }[] = [
  { kind: 'staff', label: 'console.activityFilters.staff' },
  { kind: 'client', label: 'console.activityFilters.clients' },
];

export interface ActivityFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
}

/**
 * Whose changes (the staff, the clients and the operator's CLI, from the server's list of who can act —
 * every staff member gets it, editors included), on which board (staff see every board), and between
 * which days.
 */
export const ActivityFilters = ({ filters, onChange }: ActivityFiltersProps) => {
  const id = useId();
  const { user } = useConsoleAccess();
  const actors = useActivityActors().data ?? [];
  const people = (kind: 'staff' | 'client') =>
    actors.flatMap((a) => (a.kind === kind && a.id ? [{ id: a.id, name: a.name }] : []));
  const groups = PEOPLE_GROUPS.map(({ kind, label }) => ({ label, options: people(kind) })).filter(
    (group) => group.options.length > 0,
  );
  const operator = actors.find((a) => a.kind === 'operator');
  const person = filters.actorKind === 'operator' ? OPERATOR : (filters.actorId ?? ALL);
  const boards = user?.boardsData ?? [];
  const set = (change: Partial<Filters>) => {
    const next = { ...filters, ...change };
    for (const key of Object.keys(next) as (keyof Filters)[]) if (!next[key]) delete next[key];
    onChange(next);
  };
  const filtered = Object.values(filters).some(Boolean);

  return (
    <div className="flex flex-wrap items-end gap-3 border-b border-border px-4 py-3">
      <div className="flex w-full flex-col gap-1.5 sm:w-52">
        <Label htmlFor={`${id}-person`}>{t('console.activityFilters.person')}</Label>
        <Select
          value={person}
          onValueChange={(v) =>
            set({
              actorId: v === ALL || v === OPERATOR ? undefined : v,
              actorKind: v === OPERATOR ? 'operator' : undefined,
            })
          }
        >
          <SelectTrigger id={`${id}-person`} className="h-8 text-[13px] max-md:h-9">
            <SelectValue />
          </SelectTrigger>
          <SelectContent className="max-h-[min(var(--radix-select-content-available-height),32rem)]">
            <SelectItem value={ALL}>{t('console.activityFilters.everyone')}</SelectItem>
            {groups.map((group) => (
              <Fragment key={group.label}>
                <SelectSeparator />
                <SelectGroup>
                  <SelectLabel>{t(group.label)}</SelectLabel>
                  {group.options.map((option) => (
                    <SelectItem key={option.id} value={option.id}>
                      {option.id === user?.id
                        ? t('console.activityFilters.you', { name: option.name })
                        : option.name}
                    </SelectItem>
                  ))}
                </SelectGroup>
              </Fragment>
            ))}
            {operator && (
              <>
                <SelectSeparator />
                <SelectItem value={OPERATOR}>{operator.name}</SelectItem>
              </>
            )}
          </SelectContent>
        </Select>
      </div>
      <div className="flex w-full flex-col gap-1.5 sm:w-60">
        <Label htmlFor={`${id}-board`}>{t('console.activityFilters.board')}</Label>
        <Select
          value={filters.boardId ?? ALL}
          onValueChange={(v) => set({ boardId: v === ALL ? undefined : v })}
        >
          <SelectTrigger id={`${id}-board`} className="h-8 text-[13px] max-md:h-9">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{t('console.activityFilters.allBoards')}</SelectItem>
            {boards.map((board) => (
              <SelectItem key={board.boardId} value={board.boardId}>
                {board.boardName}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-from`}>{t('console.activityFilters.from')}</Label>
        <Input
          id={`${id}-from`}
          type="date"
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(event) => set({ from: event.target.value || undefined })}
          className="h-8 w-40 text-[13px] tabular-nums max-md:h-9"
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-to`}>{t('console.activityFilters.to')}</Label>
        <Input
          id={`${id}-to`}
          type="date"
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(event) => set({ to: event.target.value || undefined })}
          className="h-8 w-40 text-[13px] tabular-nums max-md:h-9"
        />
      </div>
      {filtered && (
        <Button variant="ghost" size="sm" onClick={() => onChange({})}>
          <FilterX className="size-4" strokeWidth={1.75} aria-hidden="true" />
          {t('console.activity.clearFilters')}
        </Button>
      )}
    </div>
  );
};
