import type { PersonRef } from '@portico/contract';
import { MAX_VISIBLE_SELECTIONS } from '@portico/contract';
import { UserAvatar } from '@/components/ui/avatar';
import { Tooltip } from '@/components/ui/tooltip';
import { formatList, formatNumber } from '@/lib/format';
import { t } from '@/lib/i18n';
import type { CellProps } from '../../model';
import { NotAvailable } from '../../not-available';
import { type PeopleDirectory, usePeopleDirectory } from '../../people-context';

export interface Person {
  id: string;
  name: string;
  email: string;
  photo: string | null;
}

/**
 * The people of a value, from the directory (getPhotothumbs). Without it (the photos failed to load) the
 * value's own text still names them: the server writes the names in order.
 */
export const peopleOf = (refs: readonly PersonRef[], text: string, directory: PeopleDirectory): Person[] => {
  const names = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return refs.map((ref, index) => {
    const known = directory.get(ref.id);
    return {
      id: ref.id,
      name: known?.name ?? names[index] ?? t('boards.columns.people.unknown'),
      email: known?.email ?? '',
      photo: known?.photo_thumb ?? null,
    };
  });
};

/** A list of names without 'and' ('A, B, C'), with the reader's separators ('A، B'). */
const NAMES = { type: 'unit', style: 'short' } as const satisfies Intl.ListFormatOptions;

const PersonTip = ({ person }: { person: Person }) => (
  <span className="flex flex-col">
    <span>{person.name}</span>
    {person.email && <span className="font-normal opacity-80">{person.email}</span>}
  </span>
);

/**
 * §2 people: up to 3 avatars, each with the person's name and email in a tooltip, then '+N' for the rest
 * (named in its tooltip); 'N/A' when nobody is assigned. Details list every person with name and email.
 */
export const PeopleCell = ({ value, variant }: CellProps) => {
  const directory = usePeopleDirectory();
  const people = peopleOf(value.persons_and_teams ?? [], value.text, directory);
  if (people.length === 0) return <NotAvailable />;

  if (variant === 'details') {
    return (
      <ul className="flex flex-col gap-2">
        {people.map((p) => (
          <li key={p.id} className="flex min-w-0 items-center gap-2.5">
            <UserAvatar
              name={p.name}
              email={p.email}
              src={p.photo}
              className="size-7 text-[11px]"
              decorative
            />
            <span className="flex min-w-0 flex-col leading-5">
              <span className="truncate">{p.name}</span>
              {p.email && <span className="truncate text-[13px] text-muted-foreground">{p.email}</span>}
            </span>
          </li>
        ))}
      </ul>
    );
  }

  const shown = people.slice(0, MAX_VISIBLE_SELECTIONS);
  const rest = people.slice(shown.length);
  return (
    <span className="flex items-center">
      {/* One name for assistive technology; the avatars themselves are pictures of initials. */}
      <span className="sr-only">
        {formatList(
          people.map((p) => p.name),
          NAMES,
        )}
      </span>
      <span className="flex -space-x-1.5" aria-hidden="true">
        {shown.map((p) => (
          <Tooltip key={p.id} content={<PersonTip person={p} />}>
            <span className="rounded-full ring-2 ring-surface">
              <UserAvatar name={p.name} email={p.email} src={p.photo} className="size-6 text-[10px]" />
            </span>
          </Tooltip>
        ))}
        {rest.length > 0 && (
          <Tooltip
            content={formatList(
              rest.map((p) => p.name),
              NAMES,
            )}
          >
            <span
              className="relative grid size-6 place-items-center rounded-full bg-muted text-[10px] font-semibold text-foreground ring-2 ring-surface"
              data-testid="people-more"
            >
              +{formatNumber(rest.length)}
            </span>
          </Tooltip>
        )}
      </span>
    </span>
  );
};
