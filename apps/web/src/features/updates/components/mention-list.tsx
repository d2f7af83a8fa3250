import type { UpdateAuthor } from '@portico/contract';
import { UserAvatar } from '@/components/ui/avatar';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';

export interface MentionListProps {
  id: string;
  people: UpdateAuthor[];
  active: number;
  loading: boolean;
  /** For an internal note, which only staff can see. */
  internal?: boolean;
  onPick: (person: UpdateAuthor) => void;
}

export const mentionOptionId = (listId: string, index: number) => `${listId}-option-${index}`;

/**
 * The listbox of the composer's @mention suggestions. The focus stays in the textarea (aria-activedescendant
 * names the active option), so typing goes on narrowing the list.
 */
export const MentionList = ({ id, people, active, loading, internal = false, onPick }: MentionListProps) => (
  <div className="absolute inset-x-0 bottom-full z-20 mb-1 overflow-hidden rounded-control border border-border bg-popover text-popover-foreground shadow-overlay">
    {people.length === 0 ? (
      <p className="px-3 py-2 text-[13px] text-muted-foreground" role="status">
        {t(
          loading
            ? 'updates.mentions.loading'
            : internal
              ? 'updates.mentions.noneInternal'
              : 'updates.mentions.none',
        )}
      </p>
    ) : null}
    <ul
      id={id}
      role="listbox"
      aria-label={t('updates.mentions.label')}
      className="max-h-64 overflow-y-auto py-1"
    >
      {people.map((person, index) => (
        <li
          key={person.id}
          id={mentionOptionId(id, index)}
          role="option"
          aria-selected={index === active}
          // The textarea keeps the focus and handles the keys (aria-activedescendant): a pointer picks on
          // press, before the textarea would lose the focus.
          onMouseDown={(event) => {
            event.preventDefault();
            onPick(person);
          }}
          className={cn(
            'flex cursor-pointer items-center gap-2 px-3 py-1.5 text-[13px]',
            index === active ? 'bg-selected text-selected-foreground' : 'hover:bg-accent',
          )}
        >
          <UserAvatar
            name={person.name}
            email={person.email}
            src={person.photo}
            className="size-6"
            decorative
          />
          <span className="truncate font-medium">{person.name}</span>
          <span className="truncate text-muted-foreground">{person.email}</span>
        </li>
      ))}
    </ul>
  </div>
);
