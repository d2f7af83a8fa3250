import { describe, expect, it } from 'vitest';
import { COLUMN_TYPES, type ColumnInput, type ColumnType } from './types';
import type { InputContext } from './definition';
import { MAX_FILES_PER_VALUE, columnDefinition, columnRegistry, isValidIsoDate } from './registry';
import { checkStoredValue } from './stored';

const ctx = (settings: unknown = {}, allowNewValues = false): InputContext<unknown> => ({
  title: 'Field',
  settings,
  allowNewValues,
  isKnownPerson: (id) => id === 'p1' || id === 'p2',
});

const parse = (type: ColumnType, input: Partial<ColumnInput>, context = ctx()) =>
  columnDefinition(type).fromInput({ id: 'c', type, ...input }, context);

const textCtx = { personName: (id: string) => ({ p1: 'Dana', p2: 'Fox' })[id] };

describe('column registry', () => {
  it('has one entry per column type of §3', () => {
    expect(Object.keys(columnRegistry).sort()).toEqual([...COLUMN_TYPES].sort());
  });

  it.each(COLUMN_TYPES)('%s has a label and valid default settings', (type) => {
    const def = columnDefinition(type);
    expect(typeof def.label).toBe('string');
    expect(def.settingsSchema.safeParse(def.defaultSettings).success).toBe(true);
  });

  it('doc and timeline are never written by the portal', () => {
    expect(parse('doc', { text: 'x' }).ok).toBe(false);
    expect(parse('timeline', { text: '2025-01-01' }).ok).toBe(false);
    expect(columnRegistry.doc.writable).toBe(false);
    expect(columnRegistry.timeline.writable).toBe(false);
  });
});

describe('status and priority', () => {
  const labels = {
    labels: [
      { name: 'Done', color: '#00c875' },
      { name: 'Stuck', color: '#e2445c' },
    ],
  };
  it('accepts a known label case-insensitively and keeps its spelling', () => {
    expect(parse('status', { text: 'done' }, ctx(labels))).toEqual({ ok: true, value: { label: 'Done' } });
  });
  it('rejects an unknown label unless new values are allowed', () => {
    expect(parse('status', { text: 'Blocked' }, ctx(labels)).ok).toBe(false);
    expect(parse('priority', { text: 'Blocked' }, ctx(labels, true))).toEqual({
      ok: true,
      value: { label: 'Blocked' },
      newLabels: ['Blocked'],
    });
  });
  it('clears on empty text', () => {
    expect(parse('status', { text: '  ' }, ctx(labels))).toEqual({ ok: true, value: null });
  });
});

describe('dropdown and tags', () => {
  const options = { options: [{ name: 'Web' }, { name: 'Mobile' }] };
  it('dropdown takes comma-separated labels from text', () => {
    expect(parse('dropdown', { text: 'web, Mobile' }, ctx(options))).toEqual({
      ok: true,
      value: { labels: ['Web', 'Mobile'] },
    });
    expect(columnRegistry.dropdown.toText({ labels: ['Web', 'Mobile'] }, textCtx)).toBe('Web, Mobile');
  });
  it('tags take selectedTags and may propose new ones', () => {
    expect(parse('tags', { selectedTags: ['Web', 'Print'] }, ctx(options, true))).toEqual({
      ok: true,
      value: { tags: ['Web', 'Print'] },
      newLabels: ['Print'],
    });
    expect(parse('tags', { selectedTags: ['Print'] }, ctx(options)).ok).toBe(false);
  });
  it('labels cannot contain commas', () => {
    expect(parse('tags', { selectedTags: ['a,b'] }, ctx(options, true)).ok).toBe(false);
  });
});

describe('people', () => {
  it('accepts people of the directory, without duplicates', () => {
    const result = parse('people', {
      persons_and_teams: [
        { id: 'p1', kind: 'person' },
        { id: 'p1', kind: 'person' },
        { id: 'p2', kind: 'person' },
      ],
    });
    expect(result).toEqual({ ok: true, value: { personIds: ['p1', 'p2'] } });
    expect(columnRegistry.people.toText({ personIds: ['p1', 'p2'] }, textCtx)).toBe('Dana, Fox');
  });
  it('rejects someone outside the directory', () => {
    expect(parse('people', { persons_and_teams: [{ id: 'stranger', kind: 'person' }] }).ok).toBe(false);
  });
  it('is filled only with a person (§5)', () => {
    expect(columnRegistry.people.isFilled({ id: 'c', type: 'people', persons_and_teams: [] })).toBe(false);
    expect(
      columnRegistry.people.isFilled({
        id: 'c',
        type: 'people',
        persons_and_teams: [{ id: 'p1', kind: 'person' }],
      }),
    ).toBe(true);
  });
});

describe('scalar types', () => {
  it.each([
    ['date', '2025-02-28', { date: '2025-02-28' }],
    ['date', '2024-02-29T10:00:00.000Z', { date: '2024-02-29' }],
    ['email', 'dana@fbi.gov', { email: 'dana@fbi.gov' }],
    ['numbers', '-12.5', { number: '-12.5' }],
    ['numbers', '1234567890123', { number: '1234567890123' }],
    ['phone', '+1 (415) 555-2671', { phone: '14155552671' }],
    ['text', ' hello ', { text: 'hello' }],
    ['long_text', 'line 1\nline 2', { text: 'line 1\nline 2' }],
    ['name', 'Launch plan', { text: 'Launch plan' }],
    ['checkbox', 'true', { checked: true }],
    ['checkbox', 'v', { checked: true }],
    ['checkbox', '', { checked: false }],
  ] as const)('%s accepts %j', (type, text, value) => {
    expect(parse(type, { text })).toEqual({ ok: true, value });
  });

  it.each([
    ['date', '2025-02-30'],
    ['date', '28/02/2025'],
    ['email', 'not-an-email'],
    ['numbers', '12a'],
    ['numbers', '12345678901234'],
    ['phone', '555-1234'],
    ['phone', 'call me'],
    ['name', '   '],
    ['checkbox', 'maybe'],
  ] as const)('%s rejects %j', (type, text) => {
    expect(parse(type, { text }).ok).toBe(false);
  });

  it('validates real calendar dates', () => {
    expect(isValidIsoDate('2024-02-29')).toBe(true);
    expect(isValidIsoDate('2023-02-29')).toBe(false);
  });

  it('renders timeline and checkbox text', () => {
    expect(columnRegistry.timeline.toText({ from: '2025-01-01', to: '2025-01-31' }, textCtx)).toBe(
      '2025-01-01 - 2025-01-31',
    );
    expect(columnRegistry.checkbox.toText({ checked: false }, textCtx)).toBe('false');
  });
});

describe('files', () => {
  it('are filled only by a new upload and never by text', () => {
    expect(columnRegistry.file.isFilled({ id: 'c', type: 'file', hasNewFile: true })).toBe(true);
    expect(columnRegistry.file.isFilled({ id: 'c', type: 'file', text: 'a.pdf' })).toBe(false);
    expect(parse('file', { text: 'a.pdf' }).ok).toBe(false);
    expect(
      columnRegistry.file.toText(
        {
          files: [
            { fileId: 'f1', name: 'a.pdf' },
            { fileId: 'f2', name: 'b.png' },
          ],
        },
        textCtx,
      ),
    ).toBe('a.pdf, b.png');
  });
});

describe('stored values from outside (toInput, fromImport, checkStoredValue)', () => {
  const settings: Partial<Record<ColumnType, unknown>> = {
    status: { labels: [{ name: 'Done', color: '#00c875' }] },
    priority: { labels: [{ name: 'High', color: '#e2445c' }] },
    dropdown: { options: [{ name: 'Web' }, { name: 'Mobile' }] },
    tags: { options: [{ name: 'urgent' }] },
  };
  const column = (type: ColumnType) => ({ id: 'c1', type, title: 'Field', settings: settings[type] ?? {} });
  const refs = { isKnownPerson: (id: string) => id === 'p1', isKnownFile: (id: string) => id === 'f1' };
  const check = (type: ColumnType, value: unknown) => checkStoredValue(column(type), value, refs);

  // One value per type, as the API (or an import, for doc and timeline) stores it.
  const stored: Record<ColumnType, unknown> = {
    status: { label: 'Done' },
    priority: { label: 'High' },
    dropdown: { labels: ['Web', 'Mobile'] },
    tags: { tags: ['urgent'] },
    people: { personIds: ['p1'] },
    file: { files: [{ fileId: 'f1', name: 'brief.pdf' }] },
    doc: { title: 'Spec', url: 'https://docs.example.com/spec' },
    timeline: { from: '2025-03-01', to: '2025-03-14' },
    date: { date: '2024-02-29' },
    email: { email: 'Dana@FBI.gov' },
    numbers: { number: '-12.5' },
    phone: { phone: '14155552671' },
    text: { text: 'hello' },
    long_text: { text: 'line 1\nline 2' },
    name: { text: 'Launch plan' },
    checkbox: { checked: false },
  };

  it.each(COLUMN_TYPES)('%s reads back every value the API could have stored, unchanged', (type) => {
    expect(check(type, stored[type])).toEqual({ ok: true, value: stored[type] });
  });

  it('reads with the API’s own rules wherever the portal writes the type', () => {
    for (const type of COLUMN_TYPES) {
      const def = columnDefinition(type);
      if (def.writable && !def.upload) expect(def.fromImport).toBe(def.fromInput);
      else expect(def.fromImport).not.toBe(def.fromInput);
    }
  });

  it.each([
    ['status', { label: 'Blocked' }, '"Blocked" is not an option of Field, and new values cannot be added.'],
    ['status', { label: 'done' }, 'Field: the portal stores this value as {"label":"Done"}'],
    ['dropdown', { labels: ['Web', 'Print'] }, '"Print" is not an option of Field'],
    ['tags', { tags: ['secret'] }, '"secret" is not an option of Field'],
    ['tags', { tags: ['a,b'] }, 'Field: Labels cannot contain commas'],
    ['people', { personIds: ['stranger'] }, 'Field: unknown person.'],
    ['file', { files: [{ fileId: 'gone', name: 'x.pdf' }] }, 'Field: unknown file gone.'],
    ['date', { date: '2025-02-30' }, 'Field must be a date (YYYY-MM-DD).'],
    [
      'date',
      { date: '2025-03-01T10:00:00Z' },
      'Field: the portal stores this value as {"date":"2025-03-01"}',
    ],
    ['email', { email: 'not-an-email' }, 'Field: '],
    ['numbers', { number: 'NaN' }, 'Field must be a number.'],
    ['phone', { phone: '+1 415 555 2671' }, 'Field: the portal stores this value as {"phone":"14155552671"}'],
    ['text', { text: '   ' }, 'Field: {"text":"   "} is blank'],
    ['timeline', { from: '2025-03-14', to: '2025-03-01' }, 'the timeline ends before it starts.'],
    ['doc', { title: 'Spec', url: 'ftp://example.com/' }, 'a doc is an http(s) URL or [Title](URL).'],
    ['checkbox', { checked: 'yes' }, 'not a checkbox value'],
  ] as const)('%s refuses %j', (type, value, message) => {
    const result = check(type, value);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.message).toContain(message);
  });

  it('keeps empty values that render as nothing, as older data holds them', () => {
    expect(check('tags', { tags: [] })).toEqual({ ok: true, value: { tags: [] } });
    expect(check('people', { personIds: [] })).toEqual({ ok: true, value: { personIds: [] } });
  });

  it('holds at most as many files as uploads may add to one value', () => {
    const files = Array.from({ length: MAX_FILES_PER_VALUE + 1 }, () => ({ fileId: 'f1', name: 'a.pdf' }));
    expect(check('file', { files })).toEqual({ ok: false, message: 'Field holds at most 20 files.' });
  });

  it('reads doc and timeline from the text forms an operator import takes', () => {
    const ctx = { ...refs, title: 'Field', settings: {}, allowNewValues: false };
    const read = (type: ColumnType, text: string) =>
      columnDefinition(type).fromImport({ id: 'c', type, text }, ctx);
    expect(read('timeline', '2025-03-01 to 2025-03-14')).toEqual({
      ok: true,
      value: { from: '2025-03-01', to: '2025-03-14' },
    });
    expect(read('doc', 'https://example.com')).toEqual({
      ok: true,
      value: { title: 'https://example.com', url: 'https://example.com/' },
    });
    expect(read('doc', '[Spec](https://example.com/spec)')).toEqual({
      ok: true,
      value: { title: 'Spec', url: 'https://example.com/spec' },
    });
  });
});
