import { beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD_PATTERN,
  checkUserAuthResponseSchema,
  serverMessages,
  sessionResponseSchema,
  validationMessages,
} from '@portico/contract';
import { STRONG_PASSWORD, makeTenant, makeUser, signIn, useTestApp } from '../../../test/support/app';
import { cliFails, cliOk } from '../../../test/support/cli';
import { clientFor, expectBody, expectError } from '../../../test/support/http';
import type { Tenant } from '../../domain/tenant';

const t = useTestApp();
let tenant: Tenant;
beforeAll(async () => {
  tenant = await makeTenant(t.services, { filterItemsByEmail: false });
});

const login = (email: string, password: string) =>
  clientFor(t.app, tenant.slug).post('/api/auth/login', { email, password, slug: tenant.slug });

const statusOf = async (email: string) => (await t.services.users.findByEmail(tenant, email))?.status;

/** The password a command printed on its `Password: …` line. */
const printedPassword = (out: string) => /^Password: (\S+)$/m.exec(out)?.[1] as string;

describe('portico user create', () => {
  it('creates an active user with the given password, who can sign in', async () => {
    const out = await cliOk(
      t,
      ...[
        'user',
        'create',
        tenant.slug,
        'Ada@Example.com',
        '--name',
        ' Ada Lovelace ',
        '--password',
        STRONG_PASSWORD,
      ],
    );
    expect(out).toBe(`Created active user ada@example.com (Ada Lovelace) in tenant ${tenant.slug}.\n`);
    const body = expectBody(await login('ada@example.com', STRONG_PASSWORD), 200, sessionResponseSchema);
    expect(body.data.user.name).toBe('Ada Lovelace');
  });

  it('generates and prints a strong password when none is given', async () => {
    const out = await cliOk(t, 'user', 'create', tenant.slug, 'gen@example.com', '--name', 'Gen');
    const password = printedPassword(out);
    expect(password).toMatch(PASSWORD_PATTERN);
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect((await login('gen@example.com', password)).statusCode).toBe(200);
  });

  it('creates a pending account that signs in only after approval', async () => {
    const email = 'pending@example.com';
    await cliOk(
      t,
      'user',
      'create',
      tenant.slug,
      email,
      '--name',
      'Pat',
      '--password',
      STRONG_PASSWORD,
      '--pending',
    );
    expectError(await login(email, STRONG_PASSWORD), 403, serverMessages.accountPending);
    expect(await cliOk(t, 'user', 'approve', tenant.slug, email)).toBe(
      `Approved ${email}: the account is active.\n`,
    );
    expect((await login(email, STRONG_PASSWORD)).statusCode).toBe(200);
    expect(await cliOk(t, 'user', 'approve', tenant.slug, email)).toBe(`${email} is already active.\n`);
  });

  it('refuses bad values with one line and creates nothing', async () => {
    const create = (email: string, ...extra: string[]) =>
      cliFails(t, 'user', 'create', tenant.slug, email, '--name', 'X', ...extra);
    expect(await create('not-an-email')).toMatch(new RegExp(`${validationMessages.invalidEmail}$`));
    expect(await create('weak@example.com', '--password', 'password1')).toMatch(
      new RegExp(`${validationMessages.passwordRule}$`),
    );
    expect(await cliFails(t, 'user', 'create', tenant.slug, 'blank@example.com', '--name', ' ')).toMatch(
      /Name is required$/,
    );
    expect(await cliFails(t, 'user', 'create', 'no-such-tenant', 'x@example.com', '--name', 'X')).toBe(
      'No tenant "no-such-tenant" (see portico tenant list).',
    );
    await makeUser(t.services, tenant, { email: 'taken@example.com', name: 'Original' });
    expect(await create('taken@example.com')).toBe(
      `A user taken@example.com already exists in tenant ${tenant.slug}.`,
    );
    for (const email of ['weak@example.com', 'blank@example.com'])
      expect(await statusOf(email)).toBeUndefined();
    expect((await t.services.users.findByEmail(tenant, 'taken@example.com'))?.name).toBe('Original');
  });
});

describe('portico user disable / enable / approve', () => {
  it('disable ends every session and blocks sign-in; enable restores it', async () => {
    const user = await makeUser(t.services, tenant, { email: 'dis@example.com' });
    const session = await signIn(t, tenant, user);
    expect(await cliOk(t, 'user', 'disable', tenant.slug, user.email)).toMatch(/^Disabled dis@example.com;/);
    expectError(await session.get('/api/auth/check-user-auth'), 401);
    expectError(await login(user.email, STRONG_PASSWORD), 403, serverMessages.accountDisabled);
    expect(await cliOk(t, 'user', 'disable', tenant.slug, user.email)).toBe(
      `${user.email} is already disabled.\n`,
    );
    expect(await cliFails(t, 'user', 'approve', tenant.slug, user.email)).toMatch(
      /is disabled.*portico user enable/,
    );
    expect(await cliOk(t, 'user', 'enable', tenant.slug, user.email)).toBe(
      `Enabled ${user.email}: the account is active.\n`,
    );
    expect((await login(user.email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('enable does not approve a pending account, and unknown users are named', async () => {
    const user = await makeUser(t.services, tenant, { email: 'wait@example.com', status: 'pending' });
    expect(await cliFails(t, 'user', 'enable', tenant.slug, user.email)).toMatch(
      /awaiting approval.*approve/,
    );
    expect(await statusOf(user.email)).toBe('pending');
    expect(await cliFails(t, 'user', 'disable', tenant.slug, 'ghost@example.com')).toBe(
      `No user ghost@example.com in tenant ${tenant.slug} (see portico user list ${tenant.slug}).`,
    );
  });
});

describe('portico user list', () => {
  it('lists users as a table or JSON, optionally by status', async () => {
    const other = await makeTenant(t.services);
    await makeUser(t.services, other, { email: 'b@example.com', name: 'Bea' });
    await makeUser(t.services, other, {
      email: 'a@example.com',
      name: 'Al',
      status: 'pending',
      password: null,
    });
    const table = (await cliOk(t, 'user', 'list', other.slug)).trimEnd().split('\n');
    expect(table[0]).toMatch(/^EMAIL +NAME +STATUS +PASSWORD +FILTER +CREATED$/);
    expect(table.slice(1)).toEqual([
      expect.stringMatching(/^a@example\.com +Al +pending +no +inherit +\d{4}-\d\d-\d\d$/),
      expect.stringMatching(/^b@example\.com +Bea +active +yes +inherit +\d{4}-\d\d-\d\d$/),
    ]);
    const pending = JSON.parse(await cliOk(t, 'user', 'list', other.slug, '--status', 'pending', '--json'));
    expect(pending).toEqual([
      expect.objectContaining({ email: 'a@example.com', status: 'pending', password: false }),
    ]);
    expect(await cliOk(t, 'user', 'list', other.slug, '--status', 'disabled')).toBe('(none)\n');
    expect(await cliFails(t, 'user', 'list', other.slug, '--status', 'banned')).toMatch(
      /Allowed choices are active/,
    );
  });
});

describe('portico user login-link', () => {
  it('prints a one-time URL that signs the user in through the API once', async () => {
    const user = await makeUser(t.services, tenant, { email: 'link@example.com', password: null });
    const url = new URL((await cliOk(t, 'user', 'login-link', tenant.slug, user.email)).trim());
    expect(`${url.origin}${url.pathname}`).toBe(`http://${tenant.slug}.localhost:3000/auth/token-login`);
    const token = url.searchParams.get('token') as string;
    const api = clientFor(t.app, tenant.slug);
    const body = expectBody(
      await api.post('/api/auth/token-login', { slug: tenant.slug, token }),
      200,
      sessionResponseSchema,
    );
    expect(body.data.user.id).toBe(user.id);
    expectError(
      await api.post('/api/auth/token-login', { slug: tenant.slug, token }),
      401,
      serverMessages.invalidLoginToken,
    );
  });

  it('refuses accounts that could not sign in', async () => {
    const pending = await makeUser(t.services, tenant, { email: 'nolink@example.com', status: 'pending' });
    expect(await cliFails(t, 'user', 'login-link', tenant.slug, pending.email)).toMatch(
      /is pending and could not sign in \(use portico user approve first\)/,
    );
  });
});

describe('portico user reset-password', () => {
  it('sets the given password, ends every session, and the old password stops working', async () => {
    const user = await makeUser(t.services, tenant, { email: 'reset@example.com' });
    const session = await signIn(t, tenant, user);
    const out = await cliOk(
      t,
      'user',
      'reset-password',
      tenant.slug,
      user.email,
      '--password',
      'Fresh-start-42',
    );
    expect(out).not.toMatch(/^Password:/m);
    expectError(await session.get('/api/auth/check-user-auth'), 401, serverMessages.sessionExpired);
    expectError(await login(user.email, STRONG_PASSWORD), 401, serverMessages.invalidCredentials);
    expect((await login(user.email, 'Fresh-start-42')).statusCode).toBe(200);
  });

  it('generates one when none is given, and refuses a weak one without changing anything', async () => {
    const user = await makeUser(t.services, tenant, { email: 'reset2@example.com' });
    expect(
      await cliFails(t, 'user', 'reset-password', tenant.slug, user.email, '--password', 'short'),
    ).toMatch(new RegExp(`${validationMessages.passwordRule}$`));
    expect((await login(user.email, STRONG_PASSWORD)).statusCode).toBe(200);
    const password = printedPassword(await cliOk(t, 'user', 'reset-password', tenant.slug, user.email));
    expect((await login(user.email, password)).statusCode).toBe(200);
  });
});

describe('portico user set-filter', () => {
  it('overrides the tenant filterItemsByEmail for one user, and inherits it again', async () => {
    const user = await makeUser(t.services, tenant, { email: 'filter@example.com' });
    const session = await signIn(t, tenant, user);
    const flagOf = async () =>
      expectBody(await session.get('/api/auth/check-user-auth'), 200, checkUserAuthResponseSchema).user
        .filterItemsByEmail;
    expect(await flagOf()).toBe('false');
    expect(await cliOk(t, 'user', 'set-filter', tenant.slug, user.email, 'true')).toBe(
      `filterItemsByEmail of ${user.email}: true.\n`,
    );
    expect(await flagOf()).toBe('true');
    await cliOk(t, 'user', 'set-filter', tenant.slug, user.email, 'inherit');
    expect(await flagOf()).toBe('false');
    expect(await cliFails(t, 'user', 'set-filter', tenant.slug, user.email, 'sometimes')).toMatch(
      /Allowed choices are true, false, inherit/,
    );
  });
});
