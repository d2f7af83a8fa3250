import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app';
import type { Config } from '../../src/config';
import type { AppContext } from '../../src/context';
import type { Services } from '../../src/services';
import type { TenantSettings } from '../../src/modules/tenants/tenants.service';
import type { Tenant } from '../../src/domain/tenant';
import type { Account } from '../../src/domain/account';
import type { UserRole, UserStatus } from '../../src/db/schema';
import { type Client, clientFor } from './http';
import { createTestContext } from './context';

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  ctx: AppContext;
}

/**
 * Builds the app on a fresh database for the calling test file and closes it afterwards.
 * Use inside a describe block or at module level: `const t = useTestApp();` then `t.app` in tests.
 * Overrides may be a function, read when the app is built (e.g. after a test provider has started).
 */
export const useTestApp = (overrides: Partial<Config> | (() => Partial<Config>) = {}): TestApp => {
  const holder = {} as TestApp;
  let close: (() => Promise<void>) | null = null;
  beforeAll(async () => {
    const test = await createTestContext(typeof overrides === 'function' ? overrides() : overrides);
    const built = await buildApp(test.ctx);
    Object.assign(holder, { app: built.app, services: built.services, ctx: test.ctx });
    close = async () => {
      await built.app.close();
      await test.close();
    };
  });
  afterAll(async () => {
    await close?.();
  });
  return holder;
};

export const uniqueSlug = (prefix = 't') => `${prefix}-${randomBytes(5).toString('hex')}`;

export const STRONG_PASSWORD = 'Correct-horse-9';

/** A tenant with the given settings (defaults: open signup with approval, valid Pro subscription). */
export const makeTenant = (services: Services, settings: Partial<TenantSettings> = {}): Promise<Tenant> =>
  services.tenants.create(uniqueSlug(), { name: 'Acme Agency', ...settings });

export const makeUser = (
  services: Services,
  tenant: Tenant,
  overrides: {
    email?: string;
    name?: string;
    password?: string | null;
    status?: UserStatus;
    role?: UserRole;
  } = {},
): Promise<Account> =>
  services.users.create(tenant, {
    email: overrides.email ?? `user-${randomBytes(4).toString('hex')}@example.com`,
    name: overrides.name ?? 'Dana Scully',
    password: overrides.password === undefined ? STRONG_PASSWORD : overrides.password,
    status: overrides.status ?? 'active',
    role: overrides.role ?? 'client',
  });

/** Signs in through the API and returns a client carrying the access token. */
export const signIn = async (
  t: TestApp,
  tenant: Tenant,
  user: Account,
  password = STRONG_PASSWORD,
): Promise<Client & { token: string }> => {
  const res = await clientFor(t.app, tenant.slug).post('/api/auth/login', {
    email: user.email,
    password,
    slug: tenant.slug,
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const token = (res.json() as { data: { accessToken: string } }).data.accessToken;
  return Object.assign(clientFor(t.app, tenant.slug, token), { token });
};

/**
 * The console tests' cast: a tenant that grants every board, an editor (Ed Editor) and a client, both
 * signed in.
 */
export const consoleCast = async (t: TestApp) => {
  const tenant = await makeTenant(t.services, { grantAllBoards: true });
  const editor = await signIn(
    t,
    tenant,
    await makeUser(t.services, tenant, { role: 'editor', name: 'Ed Editor' }),
  );
  const client = await signIn(t, tenant, await makeUser(t.services, tenant));
  return { tenant, editor, client };
};
