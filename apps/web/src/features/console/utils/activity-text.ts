import { type ActivityAction, type ActivityEntry, type ActorKind, isStaffRole } from '@portico/contract';
import { type MessageKey, t } from '@/lib/i18n';
import { ROLE_LABELS } from '../hooks/use-console-access';
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

export const ACTOR_KIND_LABELS: Record<ActorKind, MessageKey> = {
  client: 'console.activityText.actor.client',
  staff: 'console.activityText.actor.staff',
  operator: 'console.activityText.actor.operator',
};

/** The record keeps a setting's value as the API names it; these read better. */
const SETTING_VALUES: Record<string, MessageKey> = {
  'signup-with-admin-approval': 'console.settings.signup.approval',
  'signup-without-admin-approval': 'console.settings.signup.open',
  closed: 'console.settings.signup.closed',
  Yes: 'common.yes',
  No: 'common.no',
};

/**
 * The portal's settings as the server names them in the record (console-settings.service.ts), in the
 * reader's language; any other name (a column's, a setting the web does not know yet) shows as recorded.
 */
const SETTING_NAMES: Record<string, MessageKey> = {
  'Portal name': 'console.settings.portalName',
  Description: 'console.settings.description',
  Signup: 'console.settings.signup',
  'Clients may add labels': 'console.activityText.setting.allowNewValueCreation',
  'Clients may add items': 'console.activityText.setting.allowUsersToCreateNewItems',
  'Only items assigned to them (default)': 'console.activityText.setting.filterItemsByEmail',
  'New clients see every board': 'console.activityText.setting.grantAllBoards',
  Language: 'console.activityText.setting.language',
  'Sign-in page in the browser’s language': 'console.activityText.setting.browserLanguage',
  'Subscription status': 'console.activityText.setting.subscriptionStatus',
  'Subscription plan': 'console.activityText.setting.subscriptionPlan',
};

/** Accounts are recorded as 'Name <email>': the name reads, the email tells two people of one name apart. */
export const splitAccount = (subjectName: string): { name: string; email: string | null } => {
  const match = /^(.*\S)\s*<([^<>]+)>$/.exec(subjectName);
  return match ? { name: match[1] as string, email: match[2] as string } : { name: subjectName, email: null };
};

/** Where a name stands while its sentence is formatted (a private-use character, never in a name). */
const HELD = /\uE000(\d+)\uE001/g;
/** The names of a sentence are its `<0>…</0>` parts. */
const STRONG = /<0>([\s\S]*?)<\/0>/g;

/**
 * A sentence of the catalogue as segments: its `<0>…</0>` parts strong, the rest plain. The names people
 * gave (`names`) are held out while the message is formatted and put back in its pieces after, so a name
 * that looks like a tag stays text; `choices` are the selects' and plurals' values.
 */
export const sentenceSegments = (
  key: MessageKey,
  names: Record<string, string>,
  choices: Record<string, string | number> = {},
): Segment[] => {
  const held: string[] = [];
  const slots = Object.fromEntries(
    Object.entries(names).map(([name, value]) => [name, `\uE000${held.push(value) - 1}\uE001`]),
  );
  const text = t(key, { ...choices, ...slots });
  const fill = (piece: string) => piece.replace(HELD, (_, index: string) => held[Number(index)] ?? '');
  const segments: Segment[] = [];
  let last = 0;
  for (const found of text.matchAll(STRONG)) {
    if (found.index > last) segments.push({ text: fill(text.slice(last, found.index)) });
    segments.push({ text: fill(found[1] ?? ''), strong: true });
    last = found.index + found[0].length;
  }
  if (last < text.length) segments.push({ text: fill(text.slice(last)) });
  return segments.filter((segment) => segment.text !== '');
};

/** Accounts and people of the directory are recorded as 'Name <email>'. */
const isAccount = (entry: ActivityEntry) =>
  entry.subject === 'client' || entry.subject === 'staff' || entry.subject === 'person';

const nameOf = (entry: ActivityEntry) =>
  isAccount(entry) ? splitAccount(entry.subjectName).name : entry.subjectName;

/**
 * What most sentences take: the subject's name, what it is (`{subject, select, board {the board …} …}`, so
 * "archived the board Website" reads) and its board when it is an item's (`{onBoard, select, yes { on …}}`;
 * a board's own entries name it already).
 */
const about = (entry: ActivityEntry) => {
  const onBoard = Boolean(entry.boardName) && entry.subject !== 'board';
  return {
    names: { name: nameOf(entry), board: onBoard ? (entry.boardName ?? '') : '' },
    choices: { subject: entry.subject, onBoard: onBoard ? 'yes' : 'no' },
  };
};

/** A sentence about the entry's subject (`about`), with more names or choices when it has them. */
const said = (
  key: MessageKey,
  entry: ActivityEntry,
  names: Record<string, string> = {},
  choices: Record<string, string | number> = {},
): Segment[] => {
  const base = about(entry);
  return sentenceSegments(key, { ...base.names, ...names }, { ...base.choices, ...choices });
};

const roleName = (value: string) => (isStaffRole(value) ? t(ROLE_LABELS[value].label) : value);

const valueText = (entry: ActivityEntry, value: string | null) => {
  if (value === null || value.trim() === '') return t('console.activityText.empty');
  if (entry.action === 'roleChanged') return roleName(value);
  if (entry.action === 'boardsChanged' && value === 'None') return t('common.none');
  const setting = entry.subject === 'settings' ? SETTING_VALUES[value] : undefined;
  return setting ? t(setting) : value;
};

type Describe = (entry: ActivityEntry) => Segment[];

/** A group's or column's name is quoted in the sentence: any words can be one ("deleted the group “To do”"). */
const structureSentence = (change: BoardStructureChange, entry: ActivityEntry): Segment[] => {
  switch (change.kind) {
    case 'groupAdded':
      return said('console.activityText.groupAdded', entry, { group: change.group });
    case 'groupDeleted':
      return change.movedTo && change.items > 0
        ? said(
            'console.activityText.groupDeletedMoved',
            entry,
            { group: change.group, movedTo: change.movedTo },
            { count: change.items },
          )
        : said('console.activityText.groupDeleted', entry, { group: change.group });
    case 'columnAdded':
      return said('console.activityText.columnAdded', entry, { column: change.column, type: change.type });
    case 'columnDeleted':
      return change.values > 0
        ? said(
            'console.activityText.columnDeletedWithValues',
            entry,
            { column: change.column, type: change.type },
            { count: change.values },
          )
        : said('console.activityText.columnDeleted', entry, { column: change.column, type: change.type });
    case 'groupRenamed':
      return said('console.activityText.groupRenamed', entry, { from: change.from, to: change.to });
    case 'columnRenamed':
      return said('console.activityText.columnRenamed', entry, { from: change.from, to: change.to });
  }
};

const fieldName = (entry: ActivityEntry, field: string) => {
  const known = entry.subject === 'settings' ? SETTING_NAMES[field] : undefined;
  return known ? t(known) : field;
};

const changed: Describe = (entry) => {
  const structure = boardStructureChange(entry);
  if (structure) return structureSentence(structure, entry);
  if (entry.subject === 'settings')
    return entry.field
      ? said('console.activityText.settingChanged', entry, { field: fieldName(entry, entry.field) })
      : said('console.activityText.settingsChanged', entry);
  if (!entry.field) return said('console.activityText.updated', entry);
  return said('console.activityText.fieldChanged', entry, { field: entry.field });
};

const created: Describe = (entry) => {
  if (entry.subject === 'item')
    return said(
      'console.activityText.itemCreated',
      entry,
      { group: entry.newValue ?? '' },
      { inGroup: entry.newValue ? 'yes' : 'no' },
    );
  if (entry.subject === 'staff')
    return entry.newValue
      ? said('console.activityText.staffAddedAs', entry, { role: roleName(entry.newValue) })
      : said('console.activityText.staffAdded', entry);
  if (entry.subject === 'board') return said('console.activityText.boardCreated', entry);
  // A portal is created by the operator's CLI, which may say how (an import of an export).
  if (entry.subject === 'settings')
    return entry.newValue
      ? said('console.activityText.portalCreatedHow', entry, { how: entry.newValue })
      : said('console.activityText.portalCreated', entry);
  if (entry.subject === 'person') return said('console.activityText.personAdded', entry);
  return said('console.activityText.added', entry);
};

const deleted: Describe = (entry) => {
  if (entry.subject !== 'person') return said('console.activityText.deleted', entry);
  // The record keeps how many items the person was unassigned from as the value before.
  const items = entry.oldValue ? Number(entry.oldValue) : Number.NaN;
  return Number.isFinite(items)
    ? said('console.activityText.personRemovedUnassigned', entry, {}, { count: items })
    : said('console.activityText.personRemoved', entry);
};

/** An update's entry says "Internal note" as its field when it is one. */
const onUpdate =
  (update: MessageKey, note: MessageKey): Describe =>
  (entry) =>
    said(entry.field ? note : update, entry);

/**
 * One sentence per action, exhaustive by type (a new action does not compile until it is worded here).
 * Each reads after the actor's name: "Pat Client changed Status of Landing page on Website".
 */
const SENTENCES: Record<ActivityAction, Describe> = {
  created,
  updated: changed,
  deleted,
  approved: (entry) => said('console.activityText.approved', entry),
  rejected: (entry) => said('console.activityText.rejected', entry),
  invited: (entry) =>
    said(
      entry.subject === 'staff' ? 'console.activityText.staffInvited' : 'console.activityText.invited',
      entry,
    ),
  disabled: (entry) => said('console.activityText.disabled', entry),
  enabled: (entry) => said('console.activityText.enabled', entry),
  passwordReset: (entry) => said('console.activityText.passwordReset', entry),
  signInLink: (entry) => said('console.activityText.signInLink', entry),
  boardsChanged: (entry) => said('console.activityText.boardsChanged', entry),
  roleChanged: (entry) => said('console.activityText.roleChanged', entry),
  removed: (entry) => said('console.activityText.staffRemoved', entry),
  archived: (entry) => said('console.activityText.archived', entry),
  restored: (entry) => said('console.activityText.restored', entry),
  previewed: (entry) => said('console.activityText.previewed', entry),
  commented: onUpdate('console.activityText.commented', 'console.activityText.commentedNote'),
  commentEdited: onUpdate('console.activityText.commentEdited', 'console.activityText.commentEditedNote'),
  commentDeleted: onUpdate('console.activityText.commentDeleted', 'console.activityText.commentDeletedNote'),
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

/**
 * The whole entry as plain text, laid out as the log shows it (the actor's name, the sentence, the values):
 * "Pat Client changed Status of Landing page on Website: A → B".
 */
export const activitySentence = (entry: ActivityEntry): string => {
  const { segments, change } = describeActivity(entry);
  const text = `${entry.actor.name} ${segments.map((s) => s.text).join('')}`;
  return change ? `${text}: ${change.from} → ${change.to}` : text;
};
