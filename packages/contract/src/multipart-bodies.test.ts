import { describe, expect, it } from 'vitest';
import { createItemFormData, updateItemFormData, updateProfileFormData } from './multipart-bodies';

const entries = (form: FormData) =>
  [...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : `file:${value.name}`]);

describe('multipart bodies', () => {
  it('update-profile: the name, and the picture only when one is given', () => {
    expect(entries(updateProfileFormData({ name: 'Alex' }))).toEqual([['name', 'Alex']]);
    const blob = new Blob(['x'], { type: 'image/webp' });
    expect(entries(updateProfileFormData({ name: 'Alex' }, { blob, filename: 'me.webp' }))).toEqual([
      ['name', 'Alex'],
      ['profilePicture', 'file:me.webp'],
    ]);
  });

  it('the item calls key their columns by id/type (update) and columnId/columnType (create)', () => {
    const values = [{ columnId: 'c1', columnType: 'text' as const, text: 'Hi' }];
    expect(entries(updateItemFormData(values))).toEqual([
      ['columnValues[c1][id]', 'c1'],
      ['columnValues[c1][type]', 'text'],
      ['columnValues[c1][text]', 'Hi'],
    ]);
    expect(entries(createItemFormData(values)).map(([key]) => key)).toEqual([
      'columnValues[c1][columnId]',
      'columnValues[c1][columnType]',
      'columnValues[c1][text]',
    ]);
  });
});
