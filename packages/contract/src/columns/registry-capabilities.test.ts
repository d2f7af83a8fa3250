import { describe, expect, it } from 'vitest';
import { serverMessages } from '../messages';
import type { CsvContext, InputContext, LabelSet } from './definition';
import {
  NEW_LABEL_COLORS,
  canonicalNumber,
  columnDefinition,
  columnRegistry,
  sameStoredValue,
} from './registry';
import { COLUMN_TYPES, type ColumnType } from './types';

const ctx = (settings: unknown = {}): InputContext<unknown> => ({
  title: 'Field',
  settings,
  allowNewValues: false,
  isKnownPerson: () => true,
});

describe('the change check (§5.11): sameStoredValue', () => {
  it.each([
    ['tags', { tags: ['a', 'b'] }, { tags: ['b', 'a'] }],
    ['dropdown', { labels: ['Web', 'Copy'] }, { labels: ['Copy', 'Web'] }],
    ['people', { personIds: ['p1', 'p2'] }, { personIds: ['p2', 'p1', 'p2'] }],
    ['numbers', { number: '1' }, { number: '1.0' }],
    ['numbers', { number: '-0.50' }, { number: '-00.5' }],
    ['phone', { phone: '14155550123' }, { phone: '+1 (415) 555-0123' }],
    ['text', { text: 'hello' }, { text: 'hello  ' }],
    ['status', { label: 'Done' }, { label: 'done' }],
    ['checkbox', undefined, { checked: false }],
    ['tags', undefined, { tags: [] }],
    ['people', null, { personIds: [] }],
    ['file', { files: [{ fileId: 'f1', name: 'a.pdf' }] }, { files: [{ fileId: 'f1', name: 'b.pdf' }] }],
  ] as const)('%s: %j is the same value as %j', (type, a, b) => {
    expect(sameStoredValue(type, a, b)).toBe(true);
  });

  it.each([
    ['tags', { tags: ['a', 'b'] }, { tags: ['a'] }],
    ['numbers', { number: '1' }, { number: '1.01' }],
    ['numbers', { number: '10' }, { number: '1' }],
    ['numbers', { number: '-1' }, { number: '1' }],
    ['date', { date: '2025-06-01' }, { date: '2025-06-02' }],
    ['checkbox', undefined, { checked: true }],
    ['text', { text: 'a' }, undefined],
    ['file', { files: [{ fileId: 'f1', name: 'a.pdf' }] }, { files: [{ fileId: 'f2', name: 'a.pdf' }] }],
  ] as const)('%s: %j differs from %j', (type, a, b) => {
    expect(sameStoredValue(type, a, b)).toBe(false);
  });

  it('reads numbers as one spelling', () => {
    expect(['1.0', '01', '1.000', '-0', '0.0'].map(canonicalNumber)).toEqual(['1', '1', '1', '0', '0']);
  });
});

describe('a column value without the list its type needs', () => {
  it.each([
    ['people', 'persons_and_teams'],
    ['tags', 'selectedTags'],
  ] as const)('%s without %s is refused, naming the column', (type, key) => {
    const result = columnDefinition(type).fromInput({ id: 'c', type, text: 'x' }, ctx({ options: [] }));
    expect(result).toEqual({ ok: false, message: serverMessages.columnNeedsList('Field', key) });
  });

  it('an empty list clears', () => {
    expect(
      columnDefinition('people').fromInput({ id: 'c', type: 'people', persons_and_teams: [] }, ctx()),
    ).toEqual({
      ok: true,
      value: null,
    });
    expect(
      columnDefinition('tags').fromInput({ id: 'c', type: 'tags', selectedTags: [] }, ctx({ options: [] })),
    ).toEqual({ ok: true, value: null });
  });
});

/** The label capability of a label type (the four have one; see the test below). */
const labelSet = (type: ColumnType) =>
  columnDefinition(type).labels as LabelSet<{ labels?: unknown[]; options?: unknown[] }>;

describe('labels', () => {
  it('status and priority add coloured labels, dropdown and tags options, each once', () => {
    const status = labelSet('status').add({ labels: [{ name: 'Done', color: '#00c875' }] }, [
      'done',
      'Waiting',
      'Waiting',
    ]);
    expect(status.labels).toEqual([
      { name: 'Done', color: '#00c875' },
      { name: 'Waiting', color: NEW_LABEL_COLORS[1] },
    ]);
    expect(labelSet('tags').add({ options: [{ name: 'web' }] }, ['Web', 'print']).options).toEqual([
      { name: 'web' },
      { name: 'print' },
    ]);
    expect(labelSet('priority').describe(status)).toEqual(['Done:#00c875', `Waiting:${NEW_LABEL_COLORS[1]}`]);
  });

  it('only the four label types have labels', () => {
    const withLabels = COLUMN_TYPES.filter((t) => columnDefinition(t).labels !== null);
    expect(withLabels.sort()).toEqual(['dropdown', 'priority', 'status', 'tags']);
  });
});

describe('rendering for the API', () => {
  const render = (type: ColumnType, value: unknown, settings: unknown = {}) =>
    columnDefinition(type).extras(value, { settings, fileUrl: (id, name) => `/f/${id}/${name}` });

  it('gives each type its extra fields', () => {
    const labels = {
      labels: [
        { name: 'High', color: '#e2445c' },
        { name: 'Low', color: '#579bfc' },
      ],
    };
    expect(render('priority', { label: 'Low' }, labels)).toEqual({
      label_style: { color: '#579bfc' },
      priority: 2,
    });
    expect(render('status', { label: 'Low' }, labels)).toEqual({ label_style: { color: '#579bfc' } });
    expect(render('status', { label: 'Gone' }, labels)).toEqual({});
    expect(render('people', null)).toEqual({ persons_and_teams: [] });
    expect(render('tags', { tags: ['a'] })).toEqual({ selectedTags: ['a'] });
    expect(render('file', { files: [{ fileId: 'f1', name: 'a.pdf' }] })).toEqual({
      files: [{ asset: { name: 'a.pdf', public_url: '/f/f1/a.pdf' } }],
    });
    expect(render('doc', { title: 'Spec', url: 'https://x.example/' })).toEqual({
      url: 'https://x.example/',
    });
    expect(render('text', { text: 'x' })).toEqual({});
  });

  it('names the people and files a value refers to, and drops those that are gone', () => {
    expect(columnRegistry.people.refs({ personIds: ['p1'] })).toEqual({ people: ['p1'], files: [] });
    const files = {
      files: [
        { fileId: 'f1', name: 'a' },
        { fileId: 'f2', name: 'b' },
      ],
    };
    expect(columnRegistry.file.keepRefs(files, { person: () => true, file: (id) => id === 'f2' })).toEqual({
      files: [{ fileId: 'f2', name: 'b' }],
    });
    expect(columnRegistry.date.refs({ date: '2025-01-01' })).toEqual({ people: [], files: [] });
  });
});

describe('CSV cells', () => {
  const csv: CsvContext = {
    personId: (ref) =>
      ref === 'ann@example.com' ? { ok: true, id: 'p1' } : { ok: false, message: `no ${ref}` },
  };
  it('are text, tags a list, people looked up, files refused', () => {
    expect(columnRegistry.text.fromCsv('hello', csv)).toEqual({ ok: true, input: { text: 'hello' } });
    expect(columnRegistry.tags.fromCsv('a, b,', csv)).toEqual({
      ok: true,
      input: { selectedTags: ['a', 'b'] },
    });
    expect(columnRegistry.people.fromCsv('ann@example.com, ', csv)).toEqual({
      ok: true,
      input: { persons_and_teams: [{ id: 'p1', kind: 'person' }] },
    });
    expect(columnRegistry.people.fromCsv('bo', csv)).toEqual({ ok: false, message: 'no bo' });
    expect(columnRegistry.file.fromCsv('a.pdf', csv).ok).toBe(false);
  });
});
