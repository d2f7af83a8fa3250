import { beforeAll, describe, expect, it } from 'vitest';
import {
  columnMessages,
  dropdownOptionsResponseSchema,
  editableColumnsResponseSchema,
  getItemDetailsResponseSchema,
} from '@portico/contract';
import { makeTenant, makeUser, signIn, useTestApp } from '../../../test/support/app';
import { getPage } from '../../../test/support/boards';
import { cliFails, cliOk } from '../../../test/support/cli';
import { type Client, expectBody } from '../../../test/support/http';
import type { BoardRow } from '../../modules/boards';
import type { Tenant } from '../../domain/tenant';

const t = useTestApp();
let tenant: Tenant;
let api: Client;
let board: BoardRow;
let itemId: string;
beforeAll(async () => {
  tenant = await makeTenant(t.services);
  api = await signIn(t, tenant, await makeUser(t.services, tenant));
  const created = await t.services.boards.createBoard(tenant, {
    name: 'Website',
    groups: [{ title: 'Now' }],
    columns: [{ type: 'text', title: 'Notes' }],
  });
  board = created.board;
  const notes = created.columns[0]!.id;
  [itemId] = (await t.services.items.addItems(tenant.id, board.id, [
    { groupId: created.groups[0]!.id, name: 'Landing page', values: { [notes]: { text: 'hero banner' } } },
  ])) as [string];
});

const details = async () =>
  expectBody(
    await api.get(`/api/boards/getItemDetails/${itemId}?boardId=${board.id}`),
    200,
    getItemDetailsResponseSchema,
  ).data.column_values;

const column = async (title: string) =>
  (await t.services.boards.allColumns(tenant.id, board.id)).find((c) => c.title === title)!;

describe('portico column create', () => {
  it('adds a status column with labels that existing items show at once', async () => {
    const out = await cliOk(
      t,
      ...['column', 'create', tenant.slug, 'Website', 'Stage', '--type', 'status'],
      ...['--labels', 'Done:#00c875, Stuck : #e2445c,Waiting', '--required', 'true'],
    );
    const stage = await column('Stage');
    expect(out).toBe(
      `Added status column "Stage" (${stage.id}) to board "Website": visible, editable, required.\n`,
    );
    expect((await details()).map((v) => v.column.title)).toEqual(['Notes', 'Stage']);
    const options = expectBody(
      await api.post(`/api/boards/getDropdownOptions/${board.id}`, { columnIds: { status: [stage.id] } }),
      200,
      dropdownOptionsResponseSchema,
    );
    expect(options.data[0]?.options).toEqual([
      { name: 'Done', color: '#00c875' },
      { name: 'Stuck', color: '#e2445c' },
      { name: 'Waiting', color: '#ff7575' },
    ]);
    const fields = expectBody(
      await api.get(`/api/boards/editableColumns?boardId=${board.id}`),
      200,
      editableColumnsResponseSchema,
    ).data.editableFields;
    expect(fields.find((f) => f.columnId === stage.id)).toMatchObject({ isRequired: true });
  });

  it('adds dropdown options, read-only doc columns and hidden columns that never show', async () => {
    await cliOk(
      t,
      'column',
      'create',
      tenant.slug,
      board.id,
      'Kind',
      '--type',
      'dropdown',
      '--options',
      'A,B',
    );
    await cliOk(t, 'column', 'create', tenant.slug, 'Website', 'Spec', '--type', 'doc');
    const out = await cliOk(
      t,
      'column',
      'create',
      tenant.slug,
      'Website',
      'Cost',
      '--type',
      'numbers',
      '--hidden',
    );
    expect(out).toMatch(/"Cost" \(\w+\) to board "Website": hidden, editable\.\n$/);
    expect((await column('Kind')).settings).toEqual({ options: [{ name: 'A' }, { name: 'B' }] });
    expect(await column('Spec')).toMatchObject({ type: 'doc', isEditable: false });
    expect((await details()).map((v) => v.column.title)).toEqual(['Notes', 'Stage', 'Kind', 'Spec']);
  });

  it('refuses what does not fit the type or the board, and adds nothing', async () => {
    const create = (title: string, ...extra: string[]) =>
      cliFails(t, 'column', 'create', tenant.slug, 'Website', title, ...extra);
    expect(await create('X')).toMatch(/required option '--type <type>' not specified/);
    expect(await create('X', '--type', 'rating')).toMatch(/Allowed choices are status, dropdown/);
    expect(await create('X', '--type', 'text', '--labels', 'A')).toBe(
      '--labels is for status and priority columns, not text.',
    );
    expect(await create('X', '--type', 'tags', '--labels', 'A')).toBe(
      '--labels is for status and priority columns, not tags (use --options).',
    );
    expect(await create('X', '--type', 'status', '--labels', 'Done:green')).toMatch(
      /The colour of "Done" must be #rrggbb, not "green"/,
    );
    expect(await create('X', '--type', 'tags', '--options', 'a,A')).toMatch(/"A" is given twice/);
    expect(await create('X', '--type', 'timeline', '--editable', 'true')).toBe(
      'timeline columns are never editable in the portal.',
    );
    expect(await create('notes', '--type', 'text')).toBe('The board has a column "notes" already.');
    await cliOk(t, 'column', 'create', tenant.slug, 'Website', 'Title', '--type', 'name');
    expect(await create('Other name', '--type', 'name')).toBe(columnMessages.nameColumnTaken);
    expect((await t.services.boards.allColumns(tenant.id, board.id)).map((c) => c.title)).toEqual([
      'Notes',
      'Stage',
      'Kind',
      'Spec',
      'Cost',
      'Title',
    ]);
  });
});

describe('portico column update', () => {
  it('renames a column and changes its flags in every stored rendering', async () => {
    const out = await cliOk(
      t,
      ...['column', 'update', tenant.slug, 'Website', 'Notes', '--title', 'Remarks', '--editable', 'false'],
    );
    expect(out).toBe('Updated column "Remarks" of board "Website": visible, read-only.\n');
    expect((await details()).find((v) => v.column.title === 'Remarks')).toMatchObject({
      text: 'hero banner',
      isEditable: false,
    });
  });

  it('hides a column from items and from search, and shows it again', async () => {
    const search = async () => (await getPage(api, board, { compareValue: 'banner' })).items.length;
    expect(await search()).toBe(1);
    await cliOk(t, 'column', 'update', tenant.slug, 'Website', 'Remarks', '--visible', 'false');
    expect((await details()).map((v) => v.column.title)).not.toContain('Remarks');
    expect(await search()).toBe(0);
    await cliOk(t, 'column', 'update', tenant.slug, 'Website', 'Remarks', '--visible', 'true');
    expect(await search()).toBe(1);
  });

  it('refuses nothing to change, unknown columns and taken titles', async () => {
    const update = (...args: string[]) => cliFails(t, 'column', 'update', tenant.slug, 'Website', ...args);
    expect(await update('Remarks')).toMatch(/^Nothing to change/);
    expect(await update('Nope', '--required', 'true')).toBe(
      `No column "Nope" in board "Website" (see portico board show ${tenant.slug} ${board.id}).`,
    );
    expect(await update('Remarks', '--title', 'stage')).toBe('The board has a column "stage" already.');
    expect(await update('Spec', '--editable', 'yes')).toBe('doc columns are never editable in the portal.');
    expect((await column('Remarks')).isRequired).toBe(false);
  });
});
