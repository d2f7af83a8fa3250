import {
  type ColumnInputWithFile,
  type ColumnValue,
  type PersonRef,
  columnDefinition,
} from '@portico/contract';
import { compareText } from '@/lib/format';
import { formatPhone } from '@/lib/phone';
import type { ColumnDraft, Compare, DraftBehaviour, Width } from './model';

/**
 * What each column type does besides showing and editing a value: how a stored value becomes a form draft,
 * what a draft sends, when two drafts are the same, and how two values sort. The web registry
 * (registry.tsx) names one of these per type, so a new type does not compile until it has them.
 */

/** A draft as the contract's registry sees one column's input. */
const asInput = (draft: ColumnDraft): ColumnInputWithFile => ({
  id: draft.columnId,
  type: draft.columnType,
  text: draft.text,
  persons_and_teams: draft.persons_and_teams,
  ...(draft.columnType === 'tags' && { selectedTags: draft.selectedTags }),
  hasNewFile: draft.newlyUploadedFile !== null,
});

/** §5 required check, by the contract's registry (people need a person, files a new upload, the rest text). */
export const isDraftFilled = (draft: ColumnDraft): boolean =>
  columnDefinition(draft.columnType).isFilled(asInput(draft));

const splitLabels = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const samePeople = (a: readonly PersonRef[], b: readonly PersonRef[]) =>
  a.length === b.length && a.every((p, i) => p.id === b[i]?.id);

const sameLabels = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((label, i) => label === b[i]);

/** Surrounding whitespace is not a change: the server trims what it stores. */
const sameText = (a: ColumnDraft, b: ColumnDraft) => a.text.trim() === b.text.trim();

/** Text, numbers, dates, email, status, priority, dropdown, file, checkbox: the text is the value. */
export const textDraft: DraftBehaviour = {
  toDraftText: (text) => text,
  toDraftTags: (value) => value.selectedTags ?? [],
  toRequest: (draft) => ({ text: draft.text }),
  same: sameText,
  hasValue: isDraftFilled,
};

/** An unticked checkbox is the absence of a value, not one. */
export const checkboxDraft: DraftBehaviour = {
  ...textDraft,
  hasValue: (draft) => draft.text.trim() === 'true',
};

export const peopleDraft: DraftBehaviour = {
  ...textDraft,
  toRequest: (draft) => ({ text: draft.text, persons_and_teams: draft.persons_and_teams }),
  same: (a, b) => sameText(a, b) && samePeople(a.persons_and_teams, b.persons_and_teams),
};

/** Tags travel as their list of labels; an old value without the list has them in its text. */
export const tagsDraft: DraftBehaviour = {
  ...textDraft,
  toDraftTags: (value) => value.selectedTags ?? splitLabels(value.text),
  toRequest: (draft) => ({ text: draft.text, selectedTags: draft.selectedTags }),
  same: (a, b) => sameText(a, b) && sameLabels(a.selectedTags, b.selectedTags),
};

const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;
const phoneDigits = (text: string) => text.replace(/\D/g, '');

/**
 * Phone: the form shows the number as the details screen does ('+44 207 (946) 0321'), and sends its digits,
 * which is what the server stores. Text that is no phone number is sent as typed, so the server's message
 * names the problem.
 */
export const phoneDraft: DraftBehaviour = {
  ...textDraft,
  toDraftText: (text) => formatPhone(text) ?? '',
  toRequest: (draft) => {
    const text = draft.text.trim();
    return { text: PHONE_CHARACTERS.test(text) ? phoneDigits(text) : text };
  },
  same: (a, b) =>
    PHONE_CHARACTERS.test(a.text.trim()) && PHONE_CHARACTERS.test(b.text.trim())
      ? phoneDigits(a.text) === phoneDigits(b.text)
      : sameText(a, b),
};

/** Values that are never written (doc, timeline) never become drafts; the text rules stand in. */
export const readOnlyDraft: DraftBehaviour = textDraft;

/** As the reader's language sorts texts (accents, case, numbers by value). */
export const byText: Compare = (a, b) => compareText(a.text, b.text);

/** Numbers numerically; a text that is no number sorts after every number, by its text. */
export const byNumber: Compare = (a, b) => {
  const x = Number(a.text);
  const y = Number(b.text);
  if (Number.isNaN(x) || Number.isNaN(y))
    return Number(Number.isNaN(x)) - Number(Number.isNaN(y)) || byText(a, b);
  return x - y;
};

/** Priority by its rank (1 is the highest), then by label when a value has no rank. */
export const byRank: Compare = (a, b) => {
  if (a.priority === undefined || b.priority === undefined)
    return Number(a.priority === undefined) - Number(b.priority === undefined) || byText(a, b);
  return a.priority - b.priority;
};

const countOf = (value: ColumnValue) =>
  value.persons_and_teams?.length || value.selectedTags?.length || splitLabels(value.text).length;

export const textWidth: Width = (value) => value.text.length;
/** A pill or chip: the text and its padding. */
export const pillWidth: Width = (value) => value.text.length + 2 * countOf(value);
/** Avatars: about two characters each, at most four and a '+n'. */
export const avatarsWidth: Width = (value) => Math.min(countOf(value), 5) * 2.5;
export const phoneWidth: Width = (value) => (formatPhone(value.text) ?? value.text).length;
export const checkboxWidth: Width = () => 5;
