import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ColumnType, type TenantExport, validationMessages } from '@portico/contract';
import { makeTenant, makeUser, useTestApp } from '../../../test/support/app';
import {
  type TestBoard,
  addItems,
  everyTypeValues,
  makeBoard,
  makePerson,
} from '../../../test/support/boards';
import { PNG, makeFile } from '../../../test/support/files';
import type { Tenant } from '../../domain/tenant';
import { OPERATOR } from '../activity';
import { textSource } from './document-walk';

/**
 * What `portico import` accepts as item values: exactly what the API could have stored (the column
 * registry's rules), under keys that cannot reach Object.prototype, in a document whose parts may come in
 * any order; and what a refused import leaves behind: nothing.
 */

const t = useTestApp();
let tenant: Tenant;
let board: TestBoard;
let text: string;

const importText = (raw: string, slug: string) =>
  t.services.tenantImport.importTenant(textSource(raw, 997), OPERATOR, { slug });

/** Rows of every tenant and every stored file and directory. */
const snapshot = async () => {
  const k = t.ctx.db.kysely;
  const rows = await Promise.all(
    (['tenants', 'users', 'files', 'items', 'item_people'] as const).map(async (table) =>
      Number(
        (
          await k
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ),
  );
  const root = path.join(t.ctx.config.dataDir, 'files');
  const stored = fs.readdirSync(root, { recursive: true, withFileTypes: true });
  return { rows, stored: stored.map((e) => path.join(e.parentPath, e.name)).sort() };
};

let attempts = 0;
const refused = async (raw: string, message: string | RegExp) => {
  const before = await snapshot();
  // A slug of its own, so an import that wrongly succeeds shows as that and not in the next attempt.
  await expect(importText(raw, `refused-${(attempts += 1)}`)).rejects.toThrow(message);
  expect(await snapshot()).toEqual(before);
};

const docOf = () => JSON.parse(text) as TenantExport;
const first = (doc: TenantExport) => doc.boards[0]!.groups[0]!.items[0]!;
const at = (type: ColumnType) => `boards[0].groups[0].items[0].values.${board.col[type].id}`;
/** The document with one value of the first item replaced. */
const withValue = (type: ColumnType, value: unknown) => {
  const doc = docOf();
  first(doc).values[board.col[type].id] = value as Record<string, unknown>;
  return JSON.stringify(doc, null, 2);
};

beforeAll(async () => {
  tenant = await makeTenant(t.services, { name: 'Values' });
  const user = await makeUser(t.services, tenant, { email: 'ann@example.com' });
  const ann = await makePerson(t.services, tenant, { user, name: 'Ann' });
  board = await makeBoard(t.services, tenant);
  const file = await makeFile(t.services, tenant, 'brief.png', PNG, { createdBy: user.id });
  const c = board.col;
  // A value of every type, as the API stores them.
  await addItems(t.services, tenant, board, [
    {
      name: 'Every type',
      values: everyTypeValues(board, { personId: ann.id, file }),
    },
    // Older data holds empty lists where the API stores nothing: they render as nothing, and import.
    { name: 'Empty lists', values: { [c.tags.id]: { tags: [] }, [c.people.id]: { personIds: [] } } },
  ]);
  text = await (async () => {
    let out = '';
    for await (const chunk of (await t.services.tenantExport.exportTenant(tenant)).chunks()) out += chunk;
    return out;
  })();
});

describe('tenant import: values by the API’s column rules', () => {
  it('imports every value the API could have stored, unchanged', async () => {
    const { tenant: copy } = await importText(text, 'every-type');
    const values = (of: string) =>
      t.ctx.db.kysely
        .selectFrom('items')
        .select(['values_json', 'view_json', 'staff_json'])
        .where('tenant_id', '=', of)
        .orderBy('pos')
        .execute();
    expect(await values(copy.id)).toEqual(await values(tenant.id));
  });

  it.each([
    ['status', { label: 'Blocked' }, '"Blocked" is not an option of Status, and new values cannot be added.'],
    ['priority', { label: 'high' }, 'Priority: the portal stores this value as {"label":"High"}'],
    ['dropdown', { labels: ['Design', 'Print'] }, '"Print" is not an option of Category'],
    ['tags', { tags: ['secret'] }, '"secret" is not an option of Tags, and new values cannot be added.'],
    ['date', { date: '2025-02-30' }, 'Due date must be a date (YYYY-MM-DD).'],
    ['email', { email: 'not-an-email' }, `Contact: ${validationMessages.invalidEmail}`],
    ['numbers', { number: '12a' }, 'Budget must be a number.'],
    ['numbers', { number: '12345678901234' }, 'Budget must have fewer than 14 digits.'],
    ['phone', { phone: '555' }, 'Phone must be a phone number with 10 to 15 digits.'],
    ['text', { text: 'x'.repeat(2001) }, 'Notes is at most 2000 characters.'],
    ['text', { text: ' padded ' }, 'Notes: the portal stores this value as {"text":"padded"}'],
    ['timeline', { from: '2025-03-14', to: '2025-03-01' }, 'the timeline ends before it starts.'],
    ['timeline', { from: '2025-02-30', to: '2025-03-01' }, 'a timeline is two dates'],
    ['doc', { title: 'Spec', url: 'javascript:alert(1)' }, 'a doc is an http(s) URL or [Title](URL).'],
    ['checkbox', { checked: 'yes' }, 'not a checkbox value'],
    ['dropdown', { labels: ['Design', 'Design'] }, 'Category: the portal stores this value as'],
  ] as const)('refuses %s %j, naming its place', async (type, value, message) => {
    await refused(withValue(type, value), `Invalid export document: ${at(type)}: ${message}`);
  });

  it('refuses an item name the API would refuse', async () => {
    const doc = docOf();
    first(doc).name = '  Padded  ';
    await refused(
      JSON.stringify(doc),
      'Invalid export document: boards[0].groups[0].items[0].name: Name: the portal stores this value as {"text":"Padded"}',
    );
  });

  it('reports how many more problems there are after the first', async () => {
    const doc = docOf();
    first(doc).values[board.col.status.id] = { label: 'Blocked' };
    doc.boards[0]!.groups[0]!.items[1]!.values[board.col.date.id] = { date: '2025-13-01' };
    await refused(
      JSON.stringify(doc),
      `Invalid export document: ${at('status')}: "Blocked" is not an option of Status, and new values cannot be added. (and 1 more problem)`,
    );
  });
});

describe('tenant import: keys that would reach Object.prototype', () => {
  /** The exported text with raw JSON put after the first item's `"values": {`. */
  const intoValues = (json: string) => text.replace('"values": {', `"values": {${json}, `);

  it('refuses __proto__, constructor and prototype as keys anywhere, naming the place', async () => {
    const item = 'boards[0].groups[0].items[0]';
    await refused(
      intoValues('"__proto__": { "text": "x" }'),
      `Invalid export document: ${item}.values.__proto__: "__proto__" is not allowed as a key`,
    );
    await refused(
      intoValues(`"${board.col.status.id}x": { "label": "Done", "constructor": { "prototype": 1 } }`),
      `Invalid export document: ${item}.values.${board.col.status.id}x.constructor: "constructor" is not allowed as a key`,
    );
    await refused(
      text.replace('"format": ', '"prototype": 1, "format": '),
      'Invalid export document: prototype: "prototype" is not allowed as a key',
    );
    expect(({} as Record<string, unknown>).text).toBeUndefined();
  });

  it('refuses __proto__ as a column id, with its place rather than a crash', async () => {
    const doc = docOf();
    const column = board.col.text.id;
    const raw = JSON.stringify(doc, null, 2).replaceAll(`"${column}"`, '"__proto__"');
    await refused(
      raw,
      /^Invalid export document: boards\[0\]\.columns\[\d+\]\.id: Ids cannot be __proto__, constructor, prototype/,
    );
  });
});

describe('tenant import: order and leftovers', () => {
  it('reads a document whatever the order of its parts', async () => {
    const doc = docOf();
    const { format, version, exportedAt, tenant: head, users, people, boards, feedback, files } = doc;
    // Files before the items that use them, people after, a board's groups before its columns.
    const reordered = {
      files,
      format,
      boards: boards.map(({ columns, groups, ...rest }) => ({ groups, ...rest, columns })),
      feedback,
      version,
      people,
      users,
      exportedAt,
      tenant: head,
    };
    const { tenant: copy } = await importText(JSON.stringify(reordered), 'reordered');
    const items = (of: string) =>
      t.ctx.db.kysely
        .selectFrom('items')
        .select(['id', 'values_json', 'view_json', 'staff_json', 'search_text'])
        .where('tenant_id', '=', of)
        .orderBy('pos')
        .execute();
    expect(await items(copy.id)).toEqual(await items(tenant.id));
  });

  it('leaves no row, file or directory behind when a problem comes after files were stored', async () => {
    const doc = docOf();
    first(doc).values[board.col.status.id] = { label: 'Blocked' };
    // The files come first, so they are stored before the bad value is met.
    const { files, ...rest } = doc;
    await refused(JSON.stringify({ files, ...rest }), `${at('status')}: "Blocked" is not an option`);
  });
});
