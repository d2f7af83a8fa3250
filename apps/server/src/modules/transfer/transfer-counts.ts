/**
 * The kinds an export and an import count, in the order their summaries name them: everything the
 * document carries that an operator would miss (a board's groups, columns and grants go with the board).
 */
export const TRANSFER_KINDS = {
  users: ['user', 'users'],
  people: ['person', 'people'],
  boards: ['board', 'boards'],
  items: ['item', 'items'],
  files: ['file', 'files'],
  feedback: ['feedback message', 'feedback messages'],
  updates: ['update', 'updates'],
  mentions: ['mention', 'mentions'],
  notificationPreferences: ['notification preference', 'notification preferences'],
  notifications: ['notification', 'notifications'],
  follows: ['follow', 'follows'],
  activity: ['activity entry', 'activity entries'],
} as const;

export type TransferKind = keyof typeof TRANSFER_KINDS;
export type TransferCounts = Record<TransferKind, number>;

export const noCounts = (): TransferCounts => {
  const counts = {} as TransferCounts;
  for (const kind of Object.keys(TRANSFER_KINDS) as TransferKind[]) counts[kind] = 0;
  return counts;
};

/** "5 users, 12 people, …, 0 activity entries": every kind, also those with none. */
export const countsSummary = (counts: TransferCounts) =>
  (Object.entries(TRANSFER_KINDS) as Array<[TransferKind, readonly [string, string]]>)
    .map(
      ([kind, [one, many]]) => `${counts[kind].toLocaleString('en-US')} ${counts[kind] === 1 ? one : many}`,
    )
    .join(', ');
