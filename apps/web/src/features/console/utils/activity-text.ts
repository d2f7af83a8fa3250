import type { ActivityAction, ActivityEntry, ActorKind } from '@portico/contract';
import { type BoardStructureChange, boardStructureChange } from './board-structure-text';

/** A piece of an activity sentence; `strong` marks the names (of a field, an item, a person, a board). */
export interface Segment {
  text: string;
  strong?: boolean;
}

/** What an entry says: the sentence after the actor's name, and the value before and after when it has one. */
export interface ActivityDescription {
  segments: Segment[];
  change: { from: string; to: string } | null;
}

export const ACTOR_KIND_LABELS: Record<ActorKind, string> = {
  client: 'Client',
  staff: 'Staff',
  operator: 'Operator',
};

const ROLE_NAMES: Record<string, string> = { admin: 'Administrator', editor: 'Editor' };

/** The record keeps a setting's value as the API names it; these read better. */
const SETTING_VALUES: Record<string, string> = {
  'signup-with-admin-approval': 'Anyone may sign up, staff approve',
  'signup-without-admin-approval': 'Anyone may sign up',
  closed: 'Invitation only',
};

/** Accounts are recorded as 'Name <email>': the name reads, the email tells two people of one name apart. */
export const splitAccount = (subjectName: string): { name: string; email: string | null } => {
  const match = /^(.*\S)\s*<([^<>]+)>$/.exec(subjectName);
  return match ? { name: match[1] as string, email: match[2] as string } : { name: subjectName, email: null };
};

const strong = (text: string): Segment => ({ text, strong: true });
const plain = (text: string): Segment => ({ text });

/** Accounts and people of the directory are recorded as 'Name <email>'. */
const isAccount = (entry: ActivityEntry) =>
  entry.subject === 'client' || entry.subject === 'staff' || entry.subject === 'person';

const subjectOf = (entry: ActivityEntry) =>
  strong(isAccount(entry) ? splitAccount(entry.subjectName).name : entry.subjectName);

/** 'the board ' before a board's name, so "archived the board Website" reads. */
const theBoard = (entry: ActivityEntry): Segment[] =>
  entry.subject === 'board' ? [plain('the board '), subjectOf(entry)] : [subjectOf(entry)];

/** ' on Website' for an item's change, nothing otherwise (a board's own entries name it already). */
const onBoard = (entry: ActivityEntry): Segment[] =>
  entry.boardName && entry.subject !== 'board' ? [plain(' on '), strong(entry.boardName)] : [];

const valueText = (entry: ActivityEntry, value: string | null) => {
  if (value === null || value.trim() === '') return '(empty)';
  if (entry.action === 'roleChanged') return ROLE_NAMES[value] ?? value;
  return entry.subject === 'settings' ? (SETTING_VALUES[value] ?? value) : value;
};

type Describe = (entry: ActivityEntry) => Segment[];

/** A group's or column's name, in quotes: any words can be one ("deleted the group “To do”"). */
const quoted = (name: string) => strong(`“${name}”`);
const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const structureSentence = (change: BoardStructureChange, entry: ActivityEntry): Segment[] => {
  switch (change.kind) {
    case 'groupAdded':
      return [plain('added the group '), quoted(change.group), plain(' to '), ...theBoard(entry)];
    case 'groupDeleted':
      return [
        plain('deleted the group '),
        quoted(change.group),
        plain(' from '),
        ...theBoard(entry),
        ...(change.movedTo && change.items > 0
          ? [plain(`, moving its ${counted(change.items, 'item', 'items')} to `), quoted(change.movedTo)]
          : []),
      ];
    case 'columnAdded':
      return [
        plain('added the column '),
        quoted(change.column),
        plain(` (${change.type}) to `),
        ...theBoard(entry),
      ];
    case 'columnDeleted':
      return [
        plain('deleted the column '),
        quoted(change.column),
        plain(` (${change.type}) from `),
        ...theBoard(entry),
        ...(change.values > 0 ? [plain(` with its ${counted(change.values, 'value', 'values')}`)] : []),
      ];
    case 'groupRenamed':
    case 'columnRenamed':
      return [
        plain(change.kind === 'groupRenamed' ? 'renamed the group ' : 'renamed the column '),
        quoted(change.from),
        plain(' to '),
        quoted(change.to),
        plain(' on '),
        ...theBoard(entry),
      ];
  }
};

const changed: Describe = (entry) => {
  const structure = boardStructureChange(entry);
  if (structure) return structureSentence(structure, entry);
  if (entry.subject === 'settings')
    return entry.field ? [plain('changed '), strong(entry.field)] : [plain('changed the portal settings')];
  if (!entry.field) return [plain('updated '), ...theBoard(entry), ...onBoard(entry)];
  return [plain('changed '), strong(entry.field), plain(' of '), ...theBoard(entry), ...onBoard(entry)];
};

/**
 * One sentence per action, exhaustive by type (a new action does not compile until it is worded here).
 * Each reads after the actor's name: "Pat Client changed Status of Landing page on Website".
 */
const SENTENCES: Record<ActivityAction, Describe> = {
  created: (entry) => {
    if (entry.subject === 'item')
      return [
        plain('created '),
        subjectOf(entry),
        ...(entry.newValue ? [plain(' in '), strong(entry.newValue)] : []),
        ...onBoard(entry),
      ];
    if (entry.subject === 'staff')
      return [
        plain('added '),
        subjectOf(entry),
        plain(' to the staff'),
        ...(entry.newValue ? [plain(` as ${ROLE_NAMES[entry.newValue] ?? entry.newValue}`)] : []),
      ];
    if (entry.subject === 'board') return [plain('created '), ...theBoard(entry)];
    // A portal is created by the operator's CLI, which may say how (an import of an export).
    if (entry.subject === 'settings')
      return [
        plain('created the portal '),
        subjectOf(entry),
        ...(entry.newValue ? [plain(`, ${entry.newValue}`)] : []),
      ];
    if (entry.subject === 'person') return [plain('added '), subjectOf(entry), plain(' to the people')];
    return [plain('added '), subjectOf(entry)];
  },
  updated: changed,
  deleted: (entry) =>
    entry.subject === 'person'
      ? [
          plain('removed '),
          subjectOf(entry),
          plain(' from the people'),
          ...(entry.oldValue
            ? [
                plain(
                  `, unassigning them from ${entry.oldValue} ${entry.oldValue === '1' ? 'item' : 'items'}`,
                ),
              ]
            : []),
        ]
      : [plain('deleted '), ...theBoard(entry), ...onBoard(entry)],
  approved: (entry) => [plain('approved '), subjectOf(entry)],
  rejected: (entry) => [plain('rejected the signup of '), subjectOf(entry)],
  invited: (entry) =>
    entry.subject === 'staff'
      ? [plain('invited '), subjectOf(entry), plain(' to the staff')]
      : [plain('invited '), subjectOf(entry)],
  disabled: (entry) => [plain('disabled '), subjectOf(entry)],
  enabled: (entry) => [plain('enabled '), subjectOf(entry)],
  passwordReset: (entry) => [plain('reset the password of '), subjectOf(entry)],
  signInLink: (entry) => [plain('created a sign-in link for '), subjectOf(entry)],
  boardsChanged: (entry) => [plain('changed the boards of '), subjectOf(entry)],
  roleChanged: (entry) => [plain('changed the role of '), subjectOf(entry)],
  removed: (entry) => [plain('removed '), subjectOf(entry), plain(' from the staff')],
  archived: (entry) => [plain('archived '), ...theBoard(entry)],
  restored: (entry) => [plain('restored '), ...theBoard(entry)],
  previewed: (entry) => [plain('previewed the portal as '), subjectOf(entry)],
  commented: (entry) => [
    plain(entry.field ? 'wrote an internal note on ' : 'posted an update on '),
    subjectOf(entry),
    ...onBoard(entry),
  ],
  commentEdited: (entry) => [
    plain(entry.field ? 'edited an internal note on ' : 'edited an update on '),
    subjectOf(entry),
    ...onBoard(entry),
  ],
  commentDeleted: (entry) => [
    plain(entry.field ? 'deleted an internal note on ' : 'deleted an update on '),
    subjectOf(entry),
    ...onBoard(entry),
  ],
};

/** Whether an entry shows a value before and after ("Working on it → Done"). */
const hasChange = (entry: ActivityEntry) =>
  (entry.action === 'updated' || entry.action === 'boardsChanged' || entry.action === 'roleChanged') &&
  (entry.oldValue !== null || entry.newValue !== null) &&
  // A group or column added, deleted or renamed is said in the sentence; there is no value to compare.
  boardStructureChange(entry) === null;

export const describeActivity = (entry: ActivityEntry): ActivityDescription => ({
  segments: SENTENCES[entry.action](entry),
  change: hasChange(entry)
    ? { from: valueText(entry, entry.oldValue), to: valueText(entry, entry.newValue) }
    : null,
});

/** The whole entry as plain text: "Pat Client changed Status of Landing page on Website: A → B". */
export const activitySentence = (entry: ActivityEntry): string => {
  const { segments, change } = describeActivity(entry);
  const text = `${entry.actor.name} ${segments.map((s) => s.text).join('')}`;
  return change ? `${text}: ${change.from} → ${change.to}` : text;
};
