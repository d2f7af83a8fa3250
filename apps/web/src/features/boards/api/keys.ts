/**
 * Query keys of the board screens. Everything of one board sits under ['boards', boardId], so a write can
 * refresh exactly what it changed: item details under 'item', the loaded pages under 'items'.
 */
export const boardKeys = {
  all: ['boards'] as const,
  board: (boardId: string) => ['boards', boardId] as const,
  items: (boardId: string) => ['boards', boardId, 'items'] as const,
  item: (boardId: string, itemId: string) => ['boards', boardId, 'item', itemId] as const,
  groups: (boardId: string) => ['boards', boardId, 'groups'] as const,
  editableColumns: (boardId: string) => ['boards', boardId, 'editable-columns'] as const,
  options: (boardId: string) => ['boards', boardId, 'options'] as const,
  people: ['people', 'thumbs'] as const,
};
