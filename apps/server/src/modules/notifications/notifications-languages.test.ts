import { beforeAll, describe, expect, it } from 'vitest';
import { mentionToken } from '@portico/contract';
import type { Account } from '../../domain/account';
import type { Tenant } from '../../domain/tenant';
import { makeTenant, makeUser, signIn, useTestApp } from '../../../test/support/app';
import { STATUS_LABELS, type TestBoard, addItems, columnForm, makeBoard } from '../../../test/support/boards';
import type { Client } from '../../../test/support/http';
import { listOutbox } from '../mail';

/**
 * Issue 26: each notification is written in its recipient's language when it is made — one update tells two
 * people in two languages — and so are its email and the daily digest. A notification keeps the language it
 * was written in.
 */
const t = useTestApp();
let tenant: Tenant;
let board: TestBoard;
let itemId: string;
let sam: Account;
let eve: Account;
let omar: Account;
const api: Record<string, Client> = {};

beforeAll(async () => {
  tenant = await makeTenant(t.services, { name: 'Hafen GmbH', language: 'de' });
  board = await makeBoard(t.services, tenant, {
    columns: [{ type: 'status', title: 'Status', settings: { labels: STATUS_LABELS } }],
  });
  // Sam follows the tenant (German); Eve reads French, Omar Arabic.
  sam = await makeUser(t.services, tenant, { role: 'admin', name: 'Sam Staff' });
  eve = await makeUser(t.services, tenant, { role: 'editor', name: 'Eve Editor' });
  omar = await makeUser(t.services, tenant, { role: 'editor', name: 'Omar Editor' });
  await t.services.users.setLanguage(tenant, eve, 'fr');
  await t.services.users.setLanguage(tenant, omar, 'ar');
  for (const user of [sam, eve, omar]) api[user.id] = await signIn(t, tenant, user);
  [itemId] = (await addItems(t.services, tenant, board, [{ name: 'Homepage' }])) as [string];
});

const as = (user: Account) => api[user.id] as Client;

const post = async (by: Account, body: string, internal = false) => {
  const form = new FormData();
  form.append('body', body);
  form.append('internal', internal ? 'true' : 'false');
  const res = await as(by).multipart('POST', `/api/boards/${board.id}/items/${itemId}/updates`, form);
  expect(res.statusCode, res.body).toBe(200);
};

/** A person's notifications as stored, oldest first: "kind/email: title — excerpt". */
const entries = async (user: Account) =>
  (
    await t.ctx.db.kysely
      .selectFrom('notifications')
      .select(['kind', 'email', 'title', 'excerpt'])
      .where('tenant_id', '=', tenant.id)
      .where('user_id', '=', user.id)
      .orderBy('created_at')
      .orderBy('id')
      .execute()
  ).map((r) => `${r.kind}/${r.email}: ${r.title}${r.excerpt ? ` — ${r.excerpt}` : ''}`);

const emailsTo = async (user: Account, kind: string) =>
  (await listOutbox(t.ctx.db.kysely, tenant.id)).filter(
    (r) => r.to_address === user.email && r.kind === kind,
  );

describe('notifications in the recipient’s language', () => {
  it('one update mentioning two people tells each in their own language, by email too', async () => {
    await post(
      sam,
      `Bitte prüfen: ${mentionToken('Eve Editor', eve.id)} ${mentionToken('Omar Editor', omar.id)}`,
    );
    expect(await entries(eve)).toEqual([
      'mention/sent: Sam Staff vous a mentionné dans Homepage — Bitte prüfen: @Eve Editor @Omar Editor',
    ]);
    expect(await entries(omar)).toEqual([
      'mention/sent: أشار إليك Sam Staff في Homepage — Bitte prüfen: @Eve Editor @Omar Editor',
    ]);

    const [toEve] = await emailsTo(eve, 'notification');
    expect(toEve?.subject).toBe('Sam Staff vous a mentionné dans Homepage');
    expect(toEve?.html).toContain('<html lang="fr" dir="ltr">');
    expect(toEve?.text).toContain(`Ouvrir l’élément\u00a0: http://${tenant.slug}.`);
    expect(toEve?.text).toContain('Envoyé par Hafen GmbH via son portail client');

    const [toOmar] = await emailsTo(omar, 'notification');
    expect(toOmar?.subject).toBe('أشار إليك Sam Staff في Homepage');
    expect(toOmar?.html).toContain('<html lang="ar" dir="rtl">');
    expect(toOmar?.text).toContain(`فتح العنصر: http://${tenant.slug}.`);
  });

  it('tells the watchers of an internal note and of an update in theirs, and the digest counts in theirs', async () => {
    await post(omar, 'Nur intern.', true);
    await post(eve, 'C’est fait.');
    // Sam follows the item since he wrote on it: the tenant's German, waiting for his digest.
    expect(await entries(sam)).toEqual([
      'update/digest: Omar Editor hat eine interne Notiz zu Homepage hinzugefügt — Nur intern.',
      'update/digest: Eve Editor hat einen Beitrag zu Homepage geschrieben — C’est fait.',
    ]);
    expect((await entries(omar)).at(-1)).toBe(
      'update/digest: نشر Eve Editor تحديثًا على Homepage — C’est fait.',
    );

    await t.services.digest.send(new Date('2030-01-07T08:00:00Z'));
    const [toSam] = await emailsTo(sam, 'digest');
    expect(toSam?.subject).toBe('Ihre tägliche Zusammenfassung von Hafen GmbH: 2 Benachrichtigungen');
    expect(toSam?.html).toContain('<html lang="de" dir="ltr">');
    expect(toSam?.text).toContain('Was seit gestern passiert ist');
    expect(toSam?.text).toContain('Sie haben 2 Benachrichtigungen, die Sie noch nicht gesehen haben.');
    expect(toSam?.text).toContain(`Portal öffnen: http://${tenant.slug}.`);

    const [toOmar] = await emailsTo(omar, 'digest');
    expect(toOmar?.subject).toBe('ملخصك اليومي من Hafen GmbH: إشعار واحد');
    expect(toOmar?.html).toContain('<html lang="ar" dir="rtl">');
    expect(toOmar?.text).toContain('لديك إشعار واحد لم تطّلع عليه بعد.');
  });

  it("writes a status change's title and its empty value in the reader's language, the arrow their way", async () => {
    for (const user of [eve, omar])
      expect(
        (await as(user).request('PUT', `/api/boards/${board.id}/items/${itemId}/follow`)).statusCode,
      ).toBe(200);
    const status = board.columns[0] as TestBoard['columns'][number];
    const edit = await as(sam).multipart(
      'POST',
      `/api/console/boards/${board.id}/items/${itemId}`,
      columnForm([{ column: status, text: 'Done' }]),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await entries(eve)).at(-1)).toMatch(
      /^status\/\w+: Sam Staff a passé Status de Homepage à Done — Vide → Done$/,
    );
    expect((await entries(omar)).at(-1)).toMatch(
      /^status\/\w+: غيّر Sam Staff Status في Homepage إلى Done — فارغ ← Done$/,
    );
  });

  it('keeps a notification in the language it was written in when the person changes theirs', async () => {
    await t.services.users.setLanguage(tenant, eve, 'de');
    await post(sam, `Noch einmal, ${mentionToken('Eve Editor', eve.id)}.`);
    const all = await entries(eve);
    expect(all[0]).toMatch(/^mention\/sent: Sam Staff vous a mentionné dans Homepage/);
    expect(all.at(-1)).toMatch(/^mention\/sent: Sam Staff hat Sie bei Homepage erwähnt/);
  });
});
