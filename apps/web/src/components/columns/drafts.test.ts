import { describe, expect, it } from 'vitest';
import { type EditableField, createItemFormData, updateItemFormData } from '@portico/contract';
import type { ColumnDraft } from './model';
import { columnValue } from '@test/values';
import {
  addableFields,
  changedDrafts,
  draftFromField,
  draftFromValue,
  editableValues,
  hasValue,
  isDraftFilled,
  missingRequired,
  toFormValue,
} from './drafts';

const draft = (type: ColumnDraft['columnType'], patch: Partial<ColumnDraft> = {}): ColumnDraft => ({
  ...draftFromValue(columnValue(type)),
  ...patch,
});

const field = (columnType: EditableField['columnType'], patch: Partial<EditableField> = {}) => ({
  columnId: `${columnType}-col`,
  columnType,
  columnName: columnType,
  isRequired: false,
  isEditable: true,
  text: '',
  persons_and_teams: [],
  selectedTags: [],
  newlyUploadedFile: null,
  ...patch,
});

const file = (name = 'brief.pdf', size = 1024) => {
  const f = new File(['x'], name, { type: 'application/pdf' });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

const entries = (form: FormData) =>
  [...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : value.name]);

describe('which columns a form shows', () => {
  it('edit: editable columns only, never doc or timeline, file columns last in board order', () => {
    const values = [
      columnValue('file', { id: 'f1' }),
      columnValue('status', { id: 's1' }),
      columnValue('doc', { id: 'd1' }),
      columnValue('timeline', { id: 't1' }),
      columnValue('text', { id: 'x1', isEditable: false }),
      columnValue('file', { id: 'f2' }),
      columnValue('people', { id: 'p1' }),
      columnValue('name', { id: 'n1' }),
    ];
    expect(editableValues(values).map((v) => v.id)).toEqual(['s1', 'p1', 'n1', 'f1', 'f2']);
  });

  it('add: the editable fields without the name column, files last', () => {
    const fields = [
      field('file', { columnId: 'f1' }),
      field('name', { columnId: 'n1' }),
      field('tags', { columnId: 'g1' }),
      field('date', { columnId: 'd1', isEditable: false }),
      field('checkbox', { columnId: 'c1' }),
    ];
    expect(addableFields(fields).map((f) => f.columnId)).toEqual(['g1', 'c1', 'f1']);
  });

  it('starts a draft from a value and from an editable field', () => {
    expect(
      draftFromValue(
        columnValue('tags', { id: 'g1', text: 'seo, web', column: { title: 'Tags' }, isRequired: true }),
      ),
    ).toMatchObject({
      columnId: 'g1',
      title: 'Tags',
      isRequired: true,
      selectedTags: ['seo', 'web'],
      newlyUploadedFile: null,
    });
    expect(draftFromField(field('people', { columnName: 'Owner', isRequired: true }))).toMatchObject({
      columnId: 'people-col',
      title: 'Owner',
      isRequired: true,
      persons_and_teams: [],
      files: [],
    });
  });
});

describe('§5 required check', () => {
  it('people need a person, files a new upload, the rest non-blank text', () => {
    expect(isDraftFilled(draft('people'))).toBe(false);
    expect(isDraftFilled(draft('people', { persons_and_teams: [{ id: 'p1', kind: 'person' }] }))).toBe(true);
    const existing = [{ asset: { name: 'old.pdf', public_url: 'https://files.test/old.pdf' } }];
    expect(isDraftFilled(draft('file', { files: existing, text: 'old.pdf' }))).toBe(false);
    expect(isDraftFilled(draft('file', { newlyUploadedFile: file() }))).toBe(true);
    expect(isDraftFilled(draft('text', { text: '   ' }))).toBe(false);
    expect(isDraftFilled(draft('text', { text: ' x ' }))).toBe(true);
    expect(isDraftFilled(draft('tags', { selectedTags: [] }))).toBe(false);
    expect(isDraftFilled(draft('tags', { selectedTags: ['seo'], text: 'seo' }))).toBe(true);
  });

  it('lists the required columns that are not filled, and only those', () => {
    const drafts = [
      draft('text', { columnId: 'a', isRequired: true, text: '' }),
      draft('text', { columnId: 'b', isRequired: false, text: '' }),
      draft('people', { columnId: 'c', isRequired: true }),
      draft('date', { columnId: 'd', isRequired: true, text: '2025-03-07' }),
    ];
    expect(missingRequired(drafts)).toEqual(['a', 'c']);
  });
});

describe('§5 change detection', () => {
  const original = [
    draft('text', { columnId: 't', text: 'Hello' }),
    draft('people', { columnId: 'p', persons_and_teams: [{ id: 'p1', kind: 'person' }] }),
    draft('tags', { columnId: 'g', selectedTags: ['seo'], text: 'seo' }),
    draft('file', { columnId: 'f' }),
  ];
  const originals = new Map(original.map((d) => [d.columnId, d]));
  const changedIds = (drafts: ColumnDraft[]) => changedDrafts(drafts, originals).map((d) => d.columnId);
  const withPatch = (columnId: string, patch: Partial<ColumnDraft>) =>
    original.map((d) => (d.columnId === columnId ? { ...d, ...patch } : d));

  it('finds nothing when nothing changed, or only surrounding whitespace', () => {
    expect(changedIds(original)).toEqual([]);
    expect(changedIds(withPatch('t', { text: '  Hello ' }))).toEqual([]);
  });

  it('sees a text change, a new file, a people change and a tags change', () => {
    expect(changedIds(withPatch('t', { text: 'Hello there' }))).toEqual(['t']);
    expect(changedIds(withPatch('f', { newlyUploadedFile: file() }))).toEqual(['f']);
    expect(changedIds(withPatch('p', { persons_and_teams: [{ id: 'p2', kind: 'person' }] }))).toEqual(['p']);
    expect(changedIds(withPatch('p', { persons_and_teams: [] }))).toEqual(['p']);
    expect(changedIds(withPatch('g', { selectedTags: ['seo', 'web'], text: 'seo, web' }))).toEqual(['g']);
  });
});

describe('add item: a value given', () => {
  it('counts a ticked checkbox, not an unticked one', () => {
    expect(hasValue(draft('checkbox', { text: 'true' }))).toBe(true);
    expect(hasValue(draft('checkbox', { text: 'false' }))).toBe(false);
    expect(hasValue(draft('checkbox', { text: '' }))).toBe(false);
    expect(hasValue(draft('email', { text: 'a@b.test' }))).toBe(true);
    expect(hasValue(draft('file'))).toBe(false);
  });
});

describe('§7 multipart payloads', () => {
  const drafts = [
    draft('status', { columnId: 's1', text: 'Done' }),
    draft('people', {
      columnId: 'p1',
      text: 'Priya Raman',
      persons_and_teams: [{ id: 'u7', kind: 'person' }],
    }),
    draft('tags', { columnId: 'g1', text: 'seo, web', selectedTags: ['seo', 'web'] }),
    draft('file', { columnId: 'f1', newlyUploadedFile: file('brief.pdf') }),
  ];

  it('updateItem: columnValues[{id}] with id, type and text; people, tags and file parts by type', () => {
    expect(entries(updateItemFormData(drafts.map(toFormValue)))).toEqual([
      ['columnValues[s1][id]', 's1'],
      ['columnValues[s1][type]', 'status'],
      ['columnValues[s1][text]', 'Done'],
      ['columnValues[p1][id]', 'p1'],
      ['columnValues[p1][type]', 'people'],
      ['columnValues[p1][text]', 'Priya Raman'],
      ['columnValues[p1][persons_and_teams]', '[{"id":"u7","kind":"person"}]'],
      ['columnValues[g1][id]', 'g1'],
      ['columnValues[g1][type]', 'tags'],
      ['columnValues[g1][text]', 'seo, web'],
      ['columnValues[g1][selectedTags]', '["seo","web"]'],
      ['columnValues[f1][id]', 'f1'],
      ['columnValues[f1][type]', 'file'],
      ['columnValues[f1][text]', ''],
      ['columnValues[f1][newlyUploadedFile]', 'brief.pdf'],
    ]);
  });

  it('create-new-item: the same structure keyed by columnId and columnType', () => {
    const form = createItemFormData(drafts.slice(0, 2).map(toFormValue));
    expect(entries(form)).toEqual([
      ['columnValues[s1][columnId]', 's1'],
      ['columnValues[s1][columnType]', 'status'],
      ['columnValues[s1][text]', 'Done'],
      ['columnValues[p1][columnId]', 'p1'],
      ['columnValues[p1][columnType]', 'people'],
      ['columnValues[p1][text]', 'Priya Raman'],
      ['columnValues[p1][persons_and_teams]', '[{"id":"u7","kind":"person"}]'],
    ]);
  });

  it('sends no file part without a new upload, and no people or tags parts for other types', () => {
    expect(toFormValue(draft('file', { columnId: 'f2' }))).toEqual({
      columnId: 'f2',
      columnType: 'file',
      text: '',
    });
    expect(toFormValue(draft('dropdown', { columnId: 'd1', text: 'Bug, Design' }))).toEqual({
      columnId: 'd1',
      columnType: 'dropdown',
      text: 'Bug, Design',
    });
  });
});
