/** Query keys of item threads: everything of one item's thread sits under ['updates', boardId, itemId]. */
export const updateKeys = {
  all: ['updates'] as const,
  thread: (boardId: string, itemId: string) => ['updates', boardId, itemId, 'thread'] as const,
  mentionable: (boardId: string, itemId: string, q: string) =>
    ['updates', boardId, itemId, 'mentionable', q] as const,
};
