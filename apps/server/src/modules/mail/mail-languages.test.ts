import { beforeAll, describe, expect, it } from 'vitest';
import type { Tenant } from '../../domain/tenant';
import { makeTenant, makeUser, signIn, useTestApp } from '../../../test/support/app';
import { listOutbox } from './index';

/**
 * Issue 26: the password-reset and invitation emails go out in the recipient's language — the person's
 * own, else their tenant's — through the whole path: the API, the token, the outbox.
 */
const t = useTestApp();
let tenant: Tenant;

beforeAll(async () => {
  tenant = await makeTenant(t.services, { name: 'Hafen GmbH', language: 'de' });
});

/** The emails of a kind the tenant's outbox holds for an address. */
const emailsTo = async (email: string, kind: string) =>
  (await listOutbox(t.ctx.db.kysely, tenant.id)).filter((r) => r.to_address === email && r.kind === kind);

/** Asks for a reset link through the API, and waits for the email written after the answer. */
const forgot = async (email: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    headers: { host: `${tenant.slug}.localhost`, 'content-type': 'application/json' },
    payload: JSON.stringify({ slug: tenant.slug, email }),
    remoteAddress: `198.51.100.${Math.floor(Math.random() * 200) + 1}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  await t.services.passwordReset.settled();
};

describe('emails in the recipient’s language', () => {
  it("a German tenant's password reset is German, for a person who follows the tenant", async () => {
    const user = await makeUser(t.services, tenant, { name: 'Greta' });
    expect(user.language).toBeNull();
    await forgot(user.email);
    const [email] = await emailsTo(user.email, 'password-reset');
    expect(email?.subject).toBe('Ihr Passwort für Hafen GmbH zurücksetzen');
    expect(email?.html).toContain('<html lang="de" dir="ltr">');
    expect(email?.text).toContain('Hallo Greta,');
    expect(email?.text).toContain(
      'Jemand hat angefordert, das Passwort Ihres Kontos bei Hafen GmbH zurückzusetzen.',
    );
    expect(email?.text).toContain('ist 1 Stunde lang gültig');
    expect(email?.text).toContain('Festlegen, welche E-Mails Sie erhalten: http://');
  });

  it('a person whose own language is French gets French on the German tenant', async () => {
    const user = await makeUser(t.services, tenant, { name: 'Françoise' });
    await t.services.users.setLanguage(tenant, user, 'fr');
    await forgot(user.email);
    const [email] = await emailsTo(user.email, 'password-reset');
    expect(email?.subject).toBe('Réinitialisez votre mot de passe Hafen GmbH');
    expect(email?.html).toContain('<html lang="fr" dir="ltr">');
    expect(email?.text).toContain('Bonjour Françoise,');
    expect(email?.text).toContain('Choisir les e-mails que vous recevez\u00a0: http://');
  });

  it('an Arabic reader gets the email right to left', async () => {
    const user = await makeUser(t.services, tenant, { name: 'Omar' });
    await t.services.users.setLanguage(tenant, user, 'ar');
    await forgot(user.email);
    const [email] = await emailsTo(user.email, 'password-reset');
    expect(email?.subject).toBe('إعادة تعيين كلمة المرور في Hafen GmbH');
    expect(email?.html).toContain('<html lang="ar" dir="rtl">');
    expect(email?.html).toContain('text-align:right');
    expect(email?.text).toContain('مرحبًا Omar،');
  });

  it("an invitation from the console is in the tenant's language: the invited have not chosen one", async () => {
    const admin = await signIn(t, tenant, await makeUser(t.services, tenant, { role: 'admin' }));
    const client = await admin.post('/api/console/clients', { name: 'Carla', email: 'carla@example.com' });
    expect(client.statusCode, client.body).toBe(200);
    const [toClient] = await emailsTo('carla@example.com', 'invitation');
    expect(toClient?.subject).toBe('Ihre Einladung zu Hafen GmbH');
    expect(toClient?.html).toContain('<html lang="de" dir="ltr">');
    expect(toClient?.text).toContain('Hafen GmbH hat Sie zum Kundenportal eingeladen');
    expect(toClient?.text).toContain('ist 7 Tage lang gültig');
    expect(toClient?.text).toContain('„Passwort vergessen?“');

    const staff = await admin.post('/api/console/staff', {
      name: 'Eddie',
      email: 'eddie@example.com',
      role: 'editor',
    });
    expect(staff.statusCode, staff.body).toBe(200);
    const [toStaff] = await emailsTo('eddie@example.com', 'invitation');
    expect(toStaff?.text).toContain('Sie wurden dem Team von Hafen GmbH hinzugefügt.');
  });

  it('an invitation to an account that has a language of its own is in that language', async () => {
    const account = await makeUser(t.services, tenant, { name: 'Paula', status: 'pending', password: null });
    await t.services.users.setLanguage(tenant, account, 'pt-BR');
    await t.services.passwordReset.sendInvitation(tenant, { ...account, language: 'pt-BR' });
    const [email] = await emailsTo(account.email, 'invitation');
    expect(email?.subject).toBe('Convite para Hafen GmbH');
    expect(email?.html).toContain('<html lang="pt-BR" dir="ltr">');
    expect(email?.text).toContain('Olá, Paula,');
    expect(email?.text).toContain('expira em 7 dias');
  });
});
