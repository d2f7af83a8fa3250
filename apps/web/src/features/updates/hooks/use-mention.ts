import { type KeyboardEvent, useState } from 'react';
import { type UpdateAuthor, isStaffRole } from '@portico/contract';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useMentionable } from '../api/mentionable';
import { mentionAt } from '../utils/markdown';

const MAX_SHOWN = 8;

export interface MentionState {
  /** The "@query" being typed, while the list is open. */
  mention: { start: number; query: string } | null;
  matches: UpdateAuthor[];
  active: number;
  loading: boolean;
  /** Handles the list's keys (arrows, Enter, Tab, Escape); true when the key was the list's. */
  onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => boolean;
  pick: (person: UpdateAuthor) => void;
}

const matchesQuery = (person: UpdateAuthor, query: string) => {
  const q = query.trim().toLowerCase();
  return !q || person.name.toLowerCase().includes(q) || person.email.toLowerCase().includes(q);
};

/**
 * @mentions in a textarea: typing "@" at a word start opens a list of the people who can see the item
 * (of an internal note: the staff among them), narrowed by what follows (at once from the last answer, then by the server's search); arrows move,
 * Enter or Tab picks, Escape closes it for this "@".
 */
export const useMention = (args: {
  boardId: string;
  itemId: string;
  text: string;
  caret: number;
  /** An internal note: only staff can read it, so only staff are offered. */
  staffOnly: boolean;
  onPick: (mention: { start: number; query: string }, person: UpdateAuthor) => void;
}): MentionState => {
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const [activeOf, setActiveOf] = useState({ query: '', index: 0 });
  const found = mentionAt(args.text, args.caret);
  const mention = found && found.start !== dismissedAt ? found : null;
  const q = useDebouncedValue(mention?.query.trim() ?? '', 200);
  const people = useMentionable(args.boardId, args.itemId, q, mention !== null);
  const matches = mention
    ? (people.data ?? [])
        .filter((p) => matchesQuery(p, mention.query) && (!args.staffOnly || isStaffRole(p.role)))
        .slice(0, MAX_SHOWN)
    : [];
  const active =
    activeOf.query === mention?.query ? Math.min(activeOf.index, Math.max(0, matches.length - 1)) : 0;

  const pick = (person: UpdateAuthor) => {
    if (!mention) return;
    args.onPick(mention, person);
    setActiveOf({ query: '', index: 0 });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!mention) return false;
    if (event.key === 'Escape') {
      setDismissedAt(mention.start);
      return true;
    }
    if (matches.length === 0) return false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveOf({ query: mention.query, index: (active + step + matches.length) % matches.length });
      return true;
    }
    if ((event.key === 'Enter' && !event.ctrlKey && !event.metaKey) || event.key === 'Tab') {
      const person = matches[active];
      if (person) pick(person);
      return true;
    }
    return false;
  };

  return { mention, matches, active, loading: people.isFetching && !people.data, onKeyDown, pick };
};
