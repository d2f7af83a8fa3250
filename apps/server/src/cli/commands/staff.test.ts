import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_PATTERN, consoleMessages, sessionResponseSchema } from '@portico/contract';
import { STRONG_PASSWORD, makeTenant, makeUser, useTestApp } from '../../../test/support/app';
import { cliFails, cliOk } from '../../../test/support/cli';
import { clientFor, expectBody } from '../../../test/support/http';
import type { Tenant } from '../../domain/tenant';

const t = useTestApp();
let tenant: Tenant;
beforeAll(async () => {
  tenant = await makeTenant(t.services);
});

const login = (email: string, password: string) =>
  clientFor(t.app, tenant.slug).post('/api/auth/login', { email, password, slug: tenant.slug });
const roleOf = async (email: string) => (await t.services.users.findByEmail(tenant, email))?.role;

describe('portico staff', () => {
  it('creates an administrator who signs in as staff, and an editor with a generated password', async () => {
    expect(
      await cliOk(
        t,
        'staff',
        'create',
        tenant.slug,
        'Boss@Example.com',
        'admin',
        '--name',
        'Bo Boss',
        '--password',
        STRONG_PASSWORD,
      ),
    ).toBe(`Created admin boss@example.com (Bo Boss) in tenant ${tenant.slug}.\n`);
    const session = expectBody(await login('boss@example.com', STRONG_PASSWORD), 200, sessionResponseSchema);
    expect(session.data.user.role).toBe('admin');

    const out = await cliOk(t, 'staff', 'create', tenant.slug, 'ed@example.com', 'editor', '--name', 'Ed');
    const password = /^Password: (\S+)$/m.exec(out)?.[1] as string;
    expect(password).toMatch(PASSWORD_PATTERN);
    expect((await login('ed@example.com', password)).statusCode).toBe(200);
    expect(await roleOf('ed@example.com')).toBe('editor');
  });

  it('lists staff (and only staff), as a table or JSON', async () => {
    await makeUser(t.services, tenant, { email: 'client-only@example.com' });
    const table = await cliOk(t, 'staff', 'list', tenant.slug);
    expect(table).toMatch(/^EMAIL\s+NAME\s+ROLE\s+STATUS\s+CREATED$/m);
    expect(table).toMatch(/^boss@example\.com\s+Bo Boss\s+admin\s+active/m);
    expect(table).not.toContain('client-only@example.com');
    const json = JSON.parse(await cliOk(t, 'staff', 'list', tenant.slug, '--json')) as Array<{
      email: string;
    }>;
    expect(json.map((s) => s.email).sort()).toEqual(['boss@example.com', 'ed@example.com']);
    expect(await cliOk(t, 'user', 'list', tenant.slug)).not.toContain('boss@example.com');
  });

  it('changes roles but keeps the last administrator', async () => {
    expect(await cliFails(t, 'staff', 'set-role', tenant.slug, 'boss@example.com', 'editor')).toBe(
      consoleMessages.lastAdmin,
    );
    expect(await cliOk(t, 'staff', 'set-role', tenant.slug, 'ed@example.com', 'admin')).toBe(
      'ed@example.com is now an admin.\n',
    );
    expect(await cliOk(t, 'staff', 'set-role', tenant.slug, 'boss@example.com', 'editor')).toBe(
      'boss@example.com is now an editor.\n',
    );
    expect(await cliOk(t, 'staff', 'set-role', tenant.slug, 'boss@example.com', 'editor')).toBe(
      'boss@example.com is already an editor.\n',
    );
    expect(await cliFails(t, 'staff', 'remove', tenant.slug, 'ed@example.com')).toBe(
      consoleMessages.lastAdmin,
    );
  });

  it('removes a staff member; refuses clients, unknown accounts and bad roles with one line', async () => {
    expect(await cliOk(t, 'staff', 'remove', tenant.slug, 'boss@example.com')).toBe(
      `Removed boss@example.com from the staff of ${tenant.slug}.\n`,
    );
    expect(await roleOf('boss@example.com')).toBeUndefined();
    expect(await cliFails(t, 'staff', 'remove', tenant.slug, 'client-only@example.com')).toBe(
      `client-only@example.com is a client of ${tenant.slug}, not staff (see portico staff list ${tenant.slug}).`,
    );
    expect(await cliFails(t, 'staff', 'set-role', tenant.slug, 'nobody@example.com', 'admin')).toMatch(
      /^No user nobody@example.com/,
    );
    expect(
      await cliFails(t, 'staff', 'create', tenant.slug, 'x@example.com', 'owner', '--name', 'X'),
    ).toMatch(/owner/);
    expect(
      await cliFails(t, 'staff', 'create', tenant.slug, 'client-only@example.com', 'editor', '--name', 'X'),
    ).toBe(consoleMessages.emailTaken('client-only@example.com'));
  });
});
