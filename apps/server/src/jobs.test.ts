import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeTenant, makeUser, useTestApp } from '../test/support/app';
import type { Tenant } from './domain/tenant';
import type { Account } from './domain/account';
import { registerJobs } from './jobs';
import { createAuthHousekeeping } from './modules/auth/housekeeping';
import { createScheduler } from './modules/jobs';
import { listOutbox } from './modules/mail';

/**
 * The installation's jobs as the server registers them (services.ts calls registerJobs the same way), on
 * a scheduler with the test's clock and batches of 2 rows, so every prune goes through several batches:
 * what expired goes, what is live stays.
 */
const t = useTestApp({ digestAt: { hour: 7, minute: 45 } });
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let tenant: Tenant;
let user: Account;
let now = 0;

const jobs = () => {
  const scheduler = createScheduler(t.ctx, { log: { info: () => {}, warn: () => {} }, now: () => now });
  const deps = {
    digest: t.services.digest,
    auth: createAuthHousekeeping(t.ctx),
    live: t.services.live,
    rateLimits: t.services.rateLimits,
    changes: t.services.changes,
    items: t.services.items,
  };
  registerJobs(scheduler, t.ctx, deps, { batchSize: 2 });
  return {
    /** Runs what is due at `iso`; answers "job outcome" for each run, sorted. */
    async runAt(iso: string) {
      now = Date.parse(iso);
      return (await scheduler.runDue()).map((r) => `${r.job} ${r.outcome}`).sort();
    },
  };
};

const iso = (ms: number) => new Date(ms).toISOString();
const id = () => randomBytes(8).toString('hex');
const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();

beforeAll(async () => {
  tenant = await makeTenant(t.services);
  user = await makeUser(t.services, tenant);
});

describe('the prune jobs', () => {
  it('delete expired sessions, login links and identity-provider sign-ins, and keep live ones', async () => {
    const at = Date.parse('2031-01-10T10:20:00Z');
    const db = t.ctx.db.kysely;
    const expired = [1, 2, 3].map(() => id());
    const live = [id(), id()];
    const row = (key: string, expiresAt: number) => ({
      id: key,
      tenant_id: tenant.id,
      user_id: user.id,
      token_hash: key,
      created_at: iso(expiresAt - DAY),
      expires_at: iso(expiresAt),
    });
    const expiries = [...expired.map(() => at - 2 * HOUR), at + HOUR, at + 30 * DAY];
    const keys = [...expired, ...live];
    await db
      .insertInto('sessions')
      .values(keys.map((k, i) => ({ ...row(k, expiries[i] as number), revoked_at: null, preview_by: null })))
      .execute();
    await db
      .insertInto('login_tokens')
      .values(keys.map((k, i) => ({ ...row(k, expiries[i] as number), used_at: null })))
      .execute();
    await db
      .insertInto('oidc_states')
      .values(
        keys.map((k, i) => ({
          state: k,
          tenant_id: tenant.id,
          code_verifier: 'v',
          nonce: 'n',
          redirect_uri: 'http://x.localhost/callback',
          browser_hash: 'h',
          created_at: iso((expiries[i] as number) - HOUR),
          expires_at: iso(expiries[i] as number),
        })),
      )
      .execute();

    expect(await jobs().runAt(iso(at))).toContain('auth.prune-sign-ins done');
    const mine = { tenant: tenant.id, keys };
    const left = {
      sessions: ids(
        await db
          .selectFrom('sessions')
          .select('id')
          .where('tenant_id', '=', mine.tenant)
          .where('id', 'in', keys)
          .execute(),
      ),
      loginTokens: ids(
        await db
          .selectFrom('login_tokens')
          .select('id')
          .where('tenant_id', '=', mine.tenant)
          .where('id', 'in', keys)
          .execute(),
      ),
      oidcStates: (
        await db
          .selectFrom('oidc_states')
          .select('state')
          .where('tenant_id', '=', mine.tenant)
          .where('state', 'in', keys)
          .execute()
      )
        .map((r) => r.state)
        .sort(),
    };
    expect(left).toEqual({ sessions: live.sort(), loginTokens: live.sort(), oidcStates: live.sort() });
  });

  it('delete expired password links, used or not, and keep live ones', async () => {
    const at = Date.parse('2031-01-11T10:20:00Z');
    const db = t.ctx.db.kysely;
    const row = (expiresAt: number, used: boolean) => ({
      tenant_id: tenant.id,
      id: id(),
      user_id: user.id,
      purpose: 'reset' as const,
      token_hash: id(),
      created_at: iso(expiresAt - HOUR),
      expires_at: iso(expiresAt),
      used_at: used ? iso(expiresAt - HOUR / 2) : null,
    });
    const expired = [row(at - 2 * HOUR, false), row(at - DAY, true), row(at - 3 * DAY, false)];
    const live = [row(at + HOUR, false), row(at + 7 * DAY, true)];
    await db
      .insertInto('password_tokens')
      .values([...expired, ...live])
      .execute();
    expect(await jobs().runAt(iso(at))).toContain('auth.prune-password-tokens done');
    const left = await db
      .selectFrom('password_tokens')
      .select('id')
      .where('tenant_id', '=', tenant.id)
      .execute();
    expect(ids(left)).toEqual(ids(live));
  });

  it('delete live events older than the retention (an hour), and keep the recent ones', async () => {
    const at = Date.parse('2031-01-12T10:20:00Z');
    const db = t.ctx.db.kysely;
    const event = (createdAt: number, type: string) => ({
      tenant_id: tenant.id,
      type,
      board_id: null,
      item_id: null,
      payload: '{}',
      internal: 0 as const,
      audience_user_id: null,
      person_ids: null,
      created_at: iso(createdAt),
    });
    await db
      .insertInto('live_events')
      .values([
        event(at - 3 * HOUR, 'old'),
        event(at - 2 * HOUR, 'old'),
        event(at - HOUR - 1000, 'old'),
        event(at - HOUR + 1000, 'recent'),
        event(at - 60_000, 'recent'),
      ])
      .execute();
    expect(await jobs().runAt(iso(at))).toContain('live.prune-events done');
    const left = await db
      .selectFrom('live_events')
      .select('type')
      .where('tenant_id', '=', tenant.id)
      .execute();
    expect(left.map((r) => r.type)).toEqual(['recent', 'recent']);
  });

  it('delete ended rate-limit windows and throttle rows with nothing left to count, and keep the rest', async () => {
    const at = Date.parse('2031-01-13T10:20:00Z');
    const db = t.ctx.db.kysely;
    await db
      .insertInto('rate_limits')
      .values([
        { tenant_id: tenant.id, key: 'old-1', window_start: at - 2 * DAY, count: 3 },
        { tenant_id: tenant.id, key: 'old-2', window_start: at - DAY - HOUR, count: 1 },
        { tenant_id: tenant.id, key: 'old-3', window_start: at - 9 * DAY, count: 9 },
        { tenant_id: tenant.id, key: 'current', window_start: at - 15 * 60_000, count: 2 },
      ])
      .execute();
    await db
      .insertInto('sign_in_throttle')
      .values([
        { tenant_id: tenant.id, key: 'stale', failures: 4, failed_at: at - 8 * DAY, succeeded_at: null },
        { tenant_id: tenant.id, key: 'stale-pair', failures: 0, failed_at: 0, succeeded_at: at - 31 * DAY },
        { tenant_id: tenant.id, key: 'stale-2', failures: 1, failed_at: at - 10 * DAY, succeeded_at: null },
        { tenant_id: tenant.id, key: 'failing', failures: 6, failed_at: at - HOUR, succeeded_at: null },
        // A known pair: its success still lets the account's throttle pass, so it stays.
        { tenant_id: tenant.id, key: 'known-pair', failures: 0, failed_at: 0, succeeded_at: at - 29 * DAY },
      ])
      .execute();
    expect(await jobs().runAt(iso(at))).toContain('rate-limits.prune done');
    const counters = await db
      .selectFrom('rate_limits')
      .select('key')
      .where('tenant_id', '=', tenant.id)
      .execute();
    expect(counters.map((r) => r.key)).toEqual(['current']);
    const throttle = await db
      .selectFrom('sign_in_throttle')
      .select('key')
      .where('tenant_id', '=', tenant.id)
      .execute();
    expect(throttle.map((r) => r.key).sort()).toEqual(['failing', 'known-pair']);
  });
});

describe('the digest job', () => {
  it('runs at PORTICO_DIGEST_TIME and queues the digest in the outbox', async () => {
    const db = t.ctx.db.kysely;
    await db
      .insertInto('notifications')
      .values({
        tenant_id: tenant.id,
        id: id(),
        user_id: user.id,
        kind: 'update',
        actor_id: null,
        actor_name: 'Sam Staff',
        board_id: null,
        item_id: null,
        update_id: null,
        title: 'Sam Staff posted an update on Homepage copy',
        excerpt: 'The draft is up.',
        link: '/',
        in_app: 1,
        email: 'digest',
        created_at: '2031-01-14T06:00:00.000Z',
        read_at: null,
      })
      .execute();
    const scheduler = jobs();
    expect(await scheduler.runAt('2031-01-14T07:45:00Z')).toEqual([
      'auth.prune-password-tokens done',
      'auth.prune-sign-ins done',
      'items.fill-staff-renderings done',
      'jobs.prune-runs done',
      'live.prune-events done',
      'notifications.digest done',
      'rate-limits.prune done',
    ]);
    const digests = (await listOutbox(db, tenant.id)).filter((r) => r.kind === 'digest');
    expect(digests.map((r) => [r.to_address, r.subject])).toEqual([
      [user.email, 'Your daily summary from Acme Agency: 1 notification'],
    ]);
    expect(digests[0]?.text).toContain('The draft is up.');
    // Once a day: the rest of the day, nothing more.
    expect(await scheduler.runAt('2031-01-15T07:44:59Z')).not.toContain('notifications.digest done');
  });
});
