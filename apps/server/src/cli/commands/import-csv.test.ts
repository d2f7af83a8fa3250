import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Item } from '@portico/contract';
import { makeTenant, makeUser, signIn, useTestApp } from '../../../test/support/app';
import { type TestBoard, makeBoard, makePerson, walkAll } from '../../../test/support/boards';
import { cliFails, cliOk } from '../../../test/support/cli';
import type { Client } from '../../../test/support/http';
import type { Tenant } from '../../domain/tenant';

const t = useTestApp();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-csv-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

let tenant: Tenant;
let api: Client;

/** A CSV file in the test's directory. */
const csv = (name: string, ...lines: string[]) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, `${lines.join('\r\n')}\r\n`);
  return file;
};

/** A fresh board (so every test counts its own items) with the columns the files fill. */
const board = (name: string): Promise<TestBoard> =>
  makeBoard(t.services, tenant, {
    name,
    groups: ['Backlog', 'In progress'],
    columns: [
      { type: 'name', title: 'Task' },
      { type: 'status', title: 'Status', settings: { labels: [{ name: 'Done', color: '#00c875' }] } },
      { type: 'people', title: 'Owner' },
      { type: 'date', title: 'Due date' },
      { type: 'tags', title: 'Tags', settings: { options: [{ name: 'web' }] } },
      { type: 'numbers', title: 'Hours', required: true },
    ],
  });

/** What a portal user sees of a board: item name, group and column texts by title. */
const seen = async (b: TestBoard): Promise<Array<Record<string, string>>> =>
  (await walkAll(api, b)).items.map((i: Item) => ({
    name: i.name,
    group: i.group.title,
    ...Object.fromEntries(i.column_values.filter((v) => v.text).map((v) => [v.column.title, v.text])),
  }));

const itemCount = async (b: TestBoard) =>
  (await t.services.boards.listBoards(tenant.id)).find((r) => r.id === b.id)!.item_count;

beforeAll(async () => {
  tenant = await makeTenant(t.services);
  const user = await makeUser(t.services, tenant, { email: 'ann@example.com' });
  await makePerson(t.services, tenant, { user, name: 'Ann Lee' });
  await makePerson(t.services, tenant, { name: 'Bo Chen', email: 'bo@example.com' });
  api = await signIn(t, tenant, user);
});

describe('portico import-csv', () => {
  it('adds every row of a good file, people by name or email, in the board’s first group', async () => {
    const b = await board('Good');
    const file = csv(
      'good.csv',
      'Name,Status,Owner,Due date,Tags,Hours',
      'Landing page,Done,Ann Lee,2025-03-01,web,4',
      '"Pricing, v2",done,"bo@example.com, Ann Lee",,,2.5',
    );
    const out = await cliOk(t, 'import-csv', tenant.slug, 'Good', file);
    expect(out).toMatch(/^Imported 2 items into "Good" \(Backlog: 2\) in \d+\.\d s\.\n$/);
    expect(await seen(b)).toEqual([
      {
        ...{ name: 'Landing page', group: 'Backlog', Task: 'Landing page', Status: 'Done' },
        ...{ Owner: 'Ann Lee', 'Due date': '2025-03-01', Tags: 'web', Hours: '4' },
      },
      // Labels match case aside and keep the column's spelling.
      {
        name: 'Pricing, v2',
        group: 'Backlog',
        Task: 'Pricing, v2',
        Status: 'Done',
        Owner: 'Bo Chen, Ann Lee',
        Hours: '2.5',
      },
    ]);
    // Search finds what was imported, as it finds what users write.
    const found = await walkAll(api, b, { compareValue: 'bo chen' });
    expect(found.items.map((i) => i.name)).toEqual(['Pricing, v2']);
  });

  it('puts rows in the group their Group cell names, else in --group', async () => {
    const b = await board('Grouped');
    const file = csv(
      'grouped.csv',
      'Group,Name,Hours',
      'In progress,Copy deck,1',
      ',Hero image,2',
      'backlog,Sitemap,3',
    );
    const out = await cliOk(t, 'import-csv', tenant.slug, b.id, file, '--group', 'In progress');
    expect(out).toMatch(/^Imported 3 items into "Grouped" \(Backlog: 1, In progress: 2\) in /);
    expect((await seen(b)).map((i) => [i.group, i.name])).toEqual([
      ['Backlog', 'Sitemap'],
      ['In progress', 'Copy deck'],
      ['In progress', 'Hero image'],
    ]);
    const unknown = csv('unknown-group.csv', 'Group,Name,Hours', 'Archive,Old page,1');
    expect(await cliFails(t, 'import-csv', tenant.slug, b.id, unknown)).toBe(
      'row 2, column Group: board "Grouped" has no group "Archive".',
    );
    expect(await itemCount(b)).toBe(3);
  });

  it('takes the apostrophe the export puts before a formula off, and only that one', async () => {
    const b = await board('Formulas');
    const file = csv(
      'formulas.csv',
      'Name,Hours,Group',
      "'=1+1,'-2,",
      "''@SUM(A1),-3,In progress",
      '=raw,4,',
      "'plain,5,",
    );
    await cliOk(t, 'import-csv', tenant.slug, 'Formulas', file);
    expect((await seen(b)).map((i) => [i.group, i.name, i.Hours])).toEqual([
      ['Backlog', '=1+1', '-2'],
      ['Backlog', '=raw', '4'],
      ['Backlog', "'plain", '5'],
      ['In progress', "'@SUM(A1)", '-3'],
    ]);
  });

  it('checks the whole file with --dry-run and writes nothing', async () => {
    const b = await board('Dry');
    const file = csv('dry.csv', 'Name,Hours,Group', 'One,1,', 'Two,2,In progress', 'Three,3,');
    expect(await cliOk(t, 'import-csv', tenant.slug, 'Dry', file, '--dry-run')).toBe(
      'Checked 3 rows: all valid; would add them to "Dry" (Backlog: 2, In progress: 1). Nothing was written (--dry-run).\n',
    );
    expect(await itemCount(b)).toBe(0);
    expect(await seen(b)).toEqual([]);
  });

  it('reports the row and column of a bad value and writes no row of the file', async () => {
    const b = await board('Bad');
    const file = csv(
      'bad.csv',
      'Name,Due date,Hours,Owner',
      'Fine,2025-01-02,1,',
      'Broken,2025-02-30,1,',
      'Also broken,2025-01-03,lots,Nobody',
    );
    expect(await cliFails(t, 'import-csv', tenant.slug, 'Bad', file)).toBe(
      // Row 4 has two: its hours and its owner (the bad hours are not reported again as missing).
      'row 3, column Due date: Due date must be a date (YYYY-MM-DD). (2 more problems in the file)',
    );
    const missing = csv('missing.csv', 'Name,Status', 'No hours,Done');
    expect(await cliFails(t, 'import-csv', tenant.slug, 'Bad', missing)).toBe(
      'row 2, column Hours: a value is required.',
    );
    expect(
      await cliFails(t, 'import-csv', tenant.slug, 'Bad', csv('cols.csv', 'Name,Colour', 'A,red')),
    ).toMatch(
      /^row 1, column "Colour": board "Bad" has no such column \(its columns: Task, Status, Owner, Due date, Tags, Hours\)\.$/,
    );
    // Header names are looked up among the board's columns, never used as keys: these are unknown columns.
    for (const header of ['__proto__', 'constructor'])
      expect(
        await cliFails(t, 'import-csv', tenant.slug, 'Bad', csv('proto.csv', `Name,${header}`, 'A,x')),
      ).toMatch(new RegExp(`^row 1, column "${header}": board "Bad" has no such column`));
    // A problem after a first batch (2,000 rows) was written rolls that batch back too.
    const rows = Array.from({ length: 2100 }, (_, i) => `Row ${i + 1},${i === 2049 ? 'x' : '1'}`);
    const late = csv('late.csv', 'Name,Hours', ...rows);
    expect(await cliFails(t, 'import-csv', tenant.slug, 'Bad', late)).toBe(
      'row 2051, column Hours: Hours must be a number.',
    );
    expect(await itemCount(b)).toBe(0);
    expect(await seen(b)).toEqual([]);
  });

  it('adds unknown labels only with --add-labels, once for rows that differ in case', async () => {
    const b = await board('Labels');
    const file = csv(
      'labels.csv',
      'Name,Status,Tags,Hours',
      'One,Blocked,"web, print",1',
      'Two,blocked,Print,1',
    );
    expect(await cliFails(t, 'import-csv', tenant.slug, 'Labels', file)).toBe(
      'row 2, column Status: "Blocked" is not an option of Status, and new values cannot be added. (3 more problems in the file)',
    );
    expect(await itemCount(b)).toBe(0);
    expect(await cliOk(t, 'import-csv', tenant.slug, 'Labels', file, '--add-labels', '--dry-run')).toContain(
      'Would add labels to Status: Blocked.',
    );
    const out = await cliOk(t, 'import-csv', tenant.slug, 'Labels', file, '--add-labels');
    expect(out).toContain('Added labels to Status: Blocked.\nAdded labels to Tags: print.\n');
    expect((await seen(b)).map((i) => [i.Status, i.Tags])).toEqual([
      ['Blocked', 'web, print'],
      ['Blocked', 'print'],
    ]);
    const columns = await t.services.boards.allColumns(tenant.id, b.id);
    const status = columns.find((c) => c.title === 'Status')!.settings as { labels: Array<{ name: string }> };
    expect(status.labels.map((l) => l.name)).toEqual(['Done', 'Blocked']);
  });
});
