import type { ItemThreadEntry, ItemUpdate, ListUpdatesResponse, UpdateAuthor } from '@portico/contract';

export const CLIENT: UpdateAuthor = {
  id: 'u1',
  name: 'Alex Morgan',
  email: 'alex@example.test',
  photo: null,
  role: 'client',
};
export const EDITOR: UpdateAuthor = {
  id: 'u2',
  name: 'Priya Raman',
  email: 'priya@agency.test',
  photo: null,
  role: 'editor',
};
export const ADMIN: UpdateAuthor = {
  id: 'u3',
  name: 'Sam Lee',
  email: 'sam@agency.test',
  photo: null,
  role: 'admin',
};

export const update = (id: string, overrides: Partial<ItemUpdate> = {}): ItemUpdate => ({
  id,
  itemId: 'i1',
  parentId: null,
  author: CLIENT,
  body: `Body of ${id}`,
  internal: false,
  attachments: [],
  createdAt: '2026-11-26T10:00:00.000Z',
  editedAt: null,
  deletedAt: null,
  canEdit: false,
  canDelete: false,
  ...overrides,
});

export const entry = (
  id: string,
  overrides: Partial<ItemUpdate> = {},
  replies: ItemUpdate[] = [],
): ItemThreadEntry => ({
  ...update(id, overrides),
  replies,
});

export const threadPage = (
  updates: ItemThreadEntry[],
  cursor: string | null = null,
  total = updates.length,
): ListUpdatesResponse => ({ success: true, data: { updates, cursor, total } });
