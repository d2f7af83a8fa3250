import { describe, expect, it } from 'vitest';
import { COLUMN_TYPES, type ColumnInput, type ColumnType } from './types';
import { columnDefinition, columnRegistry, isValidIsoDate, type InputContext } from './registry';

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
