import { describe, expect, it } from 'vitest';
import { columnInputSchema } from './types';
import { appendColumnValues, groupColumnFields, parseColumnFieldName, rawToColumnInput } from './multipart';

const textFields = (form: FormData) =>
  [...form.entries()].filter((e): e is [string, string] => typeof e[1] === 'string');

describe('multipart column encoding', () => {
  it('round-trips the update keys (id/type) through FormData', () => {
    const form = appendColumnValues(
      new FormData(),
      [
        { columnId: 'status_1', columnType: 'status', text: 'Done' },
        { columnId: 'people_1', columnType: 'people', persons_and_teams: [{ id: 'p1', kind: 'person' }] },
        { columnId: 'tags_1', columnType: 'tags', selectedTags: ['urgent', 'web'] },
      ],
      { id: 'id', type: 'type' },
    );
    const { columns, unknown } = groupColumnFields(textFields(form));
    expect(unknown).toEqual([]);
    const inputs = [...columns].map(([id, raw]) => columnInputSchema.parse(rawToColumnInput(id, raw)));
    expect(inputs).toEqual([
      { id: 'status_1', type: 'status', text: 'Done' },
      { id: 'people_1', type: 'people', persons_and_teams: [{ id: 'p1', kind: 'person' }] },
      { id: 'tags_1', type: 'tags', selectedTags: ['urgent', 'web'] },
    ]);
  });

  it('accepts the create keys (columnId/columnType) and appends files', () => {
    const file = new Blob(['hello'], { type: 'text/plain' });
    const form = appendColumnValues(
      new FormData(),
      [{ columnId: 'files_1', columnType: 'file', newlyUploadedFile: file }],
      { id: 'columnId', type: 'columnType' },
    );
    expect(form.get('columnValues[files_1][newlyUploadedFile]')).toBeInstanceOf(Blob);
    const { columns } = groupColumnFields(textFields(form));
    expect(rawToColumnInput('files_1', columns.get('files_1') ?? {})).toMatchObject({
      id: 'files_1',
      type: 'file',
    });
  });

  it('reports field names outside the encoding', () => {
    const { unknown } = groupColumnFields([
      ['columnValues[a][text]', 'x'],
      ['name', 'y'],
      ['columnValues[a]', 'z'],
    ]);
    expect(unknown).toEqual(['name', 'columnValues[a]']);
    expect(parseColumnFieldName('columnValues[x][text]')).toEqual({ columnId: 'x', key: 'text' });
  });

  it('never lets a field name reach a prototype', () => {
    const hostile: Array<[string, string]> = [
      ['columnValues[__proto__][text]', 'POLLUTED'],
      ['columnValues[constructor][prototype]', 'POLLUTED'],
      ['columnValues[a][__proto__]', 'POLLUTED'],
      ['columnValues[a][constructor]', 'POLLUTED'],
      ['columnValues[prototype][text]', 'POLLUTED'],
    ];
    const { columns, unknown } = groupColumnFields(hostile);
    expect(unknown).toEqual(hostile.map(([name]) => name));
    expect(columns.size).toBe(0);
    expect(({} as Record<string, unknown>).text).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('text');
    // A legitimate column's fields sit in an object without a prototype.
    const { columns: ok } = groupColumnFields([['columnValues[a][text]', 'x']]);
    expect(Object.getPrototypeOf(ok.get('a'))).toBeNull();
  });

  it('turns malformed JSON lists into values the schema rejects', () => {
    const raw = rawToColumnInput('p', { type: 'people', persons_and_teams: '[{"id":' });
    expect(columnInputSchema.safeParse(raw).success).toBe(false);
  });
});
