import { beforeAll, describe, expect, it } from 'vitest';
import {
  CSV_MAX_BYTES,
  CSV_PROBLEMS_SHOWN,
  activityResponseSchema,
  consoleCsvMessages,
  consoleItemsResponseSchema,
  importCsvResponseSchema,
} from '@portico/contract';
import type { Tenant } from '../../domain/tenant';
import { consoleCast, makeTenant, useTestApp } from '../../../test/support/app';
import { type TestBoard, makeBoard, makePerson } from '../../../test/support/boards';
import { type Client, expectBody, expectError } from '../../../test/support/http';

/** The console's CSV import: the CLI's rules, problems by row and column, all rows or none. */
const t = useTestApp();

let tenant: Tenant;
let editor: Client;
let client: Client;
beforeAll(async () => {
  ({ tenant, editor, client } = await consoleCast(t));
  await makePerson(t.services, tenant, { name: 'Ann Lee', email: 'ann@example.com' });
});

const board = (): Promise<TestBoard> =>
  makeBoard(t.services, tenant, {
    groups: ['Backlog', 'In progress'],
    columns: [
      { type: 'name', title: 'Task' },
      { type: 'status', title: 'Status', settings: { labels: [{ name: 'Done', color: '#00c875' }] } },
      { type: 'people', title: 'Owner' },
      { type: 'numbers', title: 'Hours', required: true },
    ],
  });

const csv = (...lines: string[]) => `${lines.join('\r\n')}\r\n`;

const send = (
  b: { id: string },
  file: string | Uint8Array | null,
  fields: Record<string, string> = {},
  api: Client = editor,
) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file !== null) form.set('file', new Blob([file], { type: 'text/csv' }), 'items.csv');
  return api.multipart('POST', `/api/console/boards/${b.id}/import`, form);
};
const result = async (...args: Parameters<typeof send>) =>
  expectBody(await send(...args), 200, importCsvResponseSchema);

const names = async (b: TestBoard) =>
  expectBody(
    await editor.get(`/api/console/boards/${b.id}/items?sort=name`),
    200,
    consoleItemsResponseSchema,
  ).data.items.map((i) => `${i.group.title}: ${i.name}`);

describe('checking a file (dry run)', () => {
  it('lists every problem by row and column and writes nothing', async () => {
    const b = await board();
    const body = await result(
      b,
      csv(
        'Task,Status,Owner,Hours',
        'Good,Done,ann@example.com,2',
        'Bad,Blocked,nobody@example.com,x',
        ',Done,,3',
      ),
      { dryRun: 'true' },
    );
    expect(body.message).toBe(consoleCsvMessages.problems(4));
    expect(body.data.written).toBe(false);
    expect(body.data.problemCount).toBe(4);
    expect(body.data.problems.map((p) => [p.row, p.column])).toEqual([
      [3, 'Status'],
      [3, 'Owner'],
      [3, 'Hours'],
      [4, 'Task'],
    ]);
    expect(body.data.problems[1]?.message).toMatch(/no person "nobody@example.com"/);
    expect(await names(b)).toEqual([]);
  });

  it('summarises a valid file by group and still writes nothing', async () => {
    const b = await board();
    const body = await result(b, csv('Task,Group,Hours', 'A,In progress,1', 'B,,2', 'C,,3'), {
      dryRun: 'true',
      groupId: b.groups[1]!.id,
    });
    expect(body.message).toBe(consoleCsvMessages.checked(3));
    expect(body.data).toMatchObject({
      rows: 3,
      groups: [{ title: 'In progress', items: 3 }],
      problems: [],
      problemCount: 0,
      written: false,
    });
    expect(await names(b)).toEqual([]);
  });

  it('answers the first problems of a long file and counts the rest', async () => {
    const b = await board();
    const rows = Array.from({ length: CSV_PROBLEMS_SHOWN + 50 }, (_, i) => `Row ${i},Done,,not a number`);
    const body = await result(b, csv('Task,Status,Owner,Hours', ...rows), { dryRun: 'true' });
    expect(body.data.problems).toHaveLength(CSV_PROBLEMS_SHOWN);
    expect(body.data.problemCount).toBe(CSV_PROBLEMS_SHOWN + 50);
    expect(body.data.problems[0]).toMatchObject({ row: 2, column: 'Hours' });
  });

  it('answers a header problem as a problem of row 1', async () => {
    const b = await board();
    const body = await result(b, csv('Task,Colour', 'A,red'));
    expect(body.data.problems).toEqual([
      { row: 1, column: 'Colour', message: expect.stringMatching(/has no such column/) as string },
    ]);
    expect(body.data.written).toBe(false);
  });
});

describe('importing', () => {
  it('writes every row into its group and records the import', async () => {
    const b = await board();
    const body = await result(b, csv('Task,Group,Hours,Owner', 'A,,1,Ann Lee', 'B,In progress,2,'), {
      groupId: b.groups[0]!.id,
    });
    expect(body.message).toBe(consoleCsvMessages.imported(2));
    expect(body.data).toMatchObject({
      rows: 2,
      written: true,
      groups: [
        { title: 'Backlog', items: 1 },
        { title: 'In progress', items: 1 },
      ],
    });
    expect(await names(b)).toEqual(['Backlog: A', 'In progress: B']);
    const entries = expectBody(
      await editor.get(`/api/console/activity?boardId=${b.id}`),
      200,
      activityResponseSchema,
    ).data.entries;
    expect(entries.map((e) => `${e.actor.name}: ${e.field} → ${e.newValue}`)).toEqual([
      `Ed Editor: CSV import → ${consoleCsvMessages.imported(2)}`,
    ]);
  });

  it('writes none of the rows of a file with one bad row', async () => {
    const b = await board();
    const body = await result(b, csv('Task,Hours', 'A,1', 'B,2', 'C,lots', 'D,4'));
    expect(body.data.written).toBe(false);
    expect(body.data.problems).toEqual([{ row: 4, column: 'Hours', message: expect.any(String) as string }]);
    expect(await names(b)).toEqual([]);
  });

  it('adds unknown labels only when asked to', async () => {
    const b = await board();
    const file = csv('Task,Status,Hours', 'A,Blocked,1', 'B,blocked,2');
    const refused = await result(b, file);
    expect(refused.data.problems.map((p) => [p.row, p.column])).toEqual([
      [2, 'Status'],
      [3, 'Status'],
    ]);
    const added = await result(b, file, { addLabels: 'true' });
    expect(added.data).toMatchObject({
      written: true,
      newLabels: [{ column: 'Status', labels: ['Blocked'] }],
    });
    expect(await names(b)).toEqual(['Backlog: A', 'Backlog: B']);
  });
});

describe('bad requests', () => {
  it('refuses a file that is missing, empty, binary or too large, and fields it does not know', async () => {
    const b = await board();
    expectError(await send(b, null), 400, consoleCsvMessages.fileMissing);
    const two = new FormData();
    two.append('file', new Blob([csv('Task,Hours', 'A,1')]), 'a.csv');
    two.append('file', new Blob([csv('Task,Hours', 'B,2')]), 'b.csv');
    expectError(
      await editor.multipart('POST', `/api/console/boards/${b.id}/import`, two),
      400,
      consoleCsvMessages.oneFile,
    );
    expectError(await send(b, ''), 400, consoleCsvMessages.fileEmpty);
    expectError(
      await send(b, new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13])),
      400,
      consoleCsvMessages.notText,
    );
    const large = Buffer.alloc(CSV_MAX_BYTES + 10, 'a');
    expectError(await send(b, large), 413, consoleCsvMessages.fileTooLarge);
    expectError(await send(b, csv('Task,Hours', 'A,1'), { dryRun: 'maybe' }), 400, /dryRun is true or false/);
    expectError(await send(b, csv('Task,Hours', 'A,1'), { colour: 'red' }), 400);
    expectError(
      await send(b, csv('Task,Hours', 'A,1'), { groupId: 'nope' }),
      400,
      consoleCsvMessages.groupNotOnBoard,
    );
    expectError(await send(b, csv('Task,Hours')), 400, /Nothing to import/);
    expect(await names(b)).toEqual([]);
  });

  it("answers a missing board and another tenant's board as not found", async () => {
    const other = await makeTenant(t.services);
    const foreign = await makeBoard(t.services, other);
    expectError(await send({ id: 'missing' }, csv('Task', 'A')), 404);
    expectError(await send(foreign, csv('Title', 'A')), 404);
  });

  it('is for staff only', async () => {
    const b = await board();
    expectError(await send(b, csv('Task,Hours', 'A,1'), {}, client), 403);
    expectError(await send(b, csv('Task,Hours', 'A,1'), {}, editor.withToken(null)), 401);
    expect(await names(b)).toEqual([]);
  });
});
