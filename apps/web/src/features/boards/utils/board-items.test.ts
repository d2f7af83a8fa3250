import { describe, expect, it } from 'vitest';
import { columnValue, item } from '@test/values';
import { tableTemplate } from './board-items';

const weights = (template: string) =>
  [...template.matchAll(/minmax\(0, ([\d.]+)fr\)/g)].map((m) => Number(m[1]));

describe('tableTemplate', () => {
  const columns = [
    { id: 'ph', title: 'Phone' },
    { id: 'ok', title: 'OK' },
  ];

  it('gives each column a share by its widest shown value: a phone by its formatted number', () => {
    const items = [
      item('i1', 'Short', [
        columnValue('phone', { id: 'ph', text: '442079460321' }),
        columnValue('checkbox', { id: 'ok', text: 'true' }),
      ]),
      item('i2', 'A somewhat longer item name', [columnValue('phone', { id: 'ph', text: '' })]),
    ];
    const [name, phone, checkbox] = weights(tableTemplate(items, columns));
    // '+44 207 (946) 0321' is 18 characters (the stored digits are 12), plus padding.
    expect(phone).toBe(21);
    expect(checkbox).toBe(8);
    expect(name).toBe('A somewhat longer item name'.length + 3);
  });

  it('keeps a share for titles and empty columns, within bounds', () => {
    const [name, phone, checkbox] = weights(tableTemplate([], columns));
    expect(name).toBe(15);
    expect(phone).toBe(8);
    expect(checkbox).toBe(8);
  });
});
