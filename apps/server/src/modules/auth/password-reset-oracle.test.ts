import type { KyselyPlugin } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeTenant, makeUser, useTestApp } from '../../../test/support/app';
import type { AppContext } from '../../context';
import { listOutbox } from '../mail';
import { createRateLimitService } from '../rate-limits/rate-limits.service';
import { createPasswordResetService } from './password-reset.service';

/**
 * Issue 24: POST /api/auth/forgot-password must not tell by its timing whether an address has an account.
 * Timing is measured, not asserted (bench/forgot-password-timing.ts, docs/security.md); this checks the
 * cause: until the answer is out, a known and an unknown address make the same statements, and the account
 * is looked up, its link written and emailed only after.
 */
const t = useTestApp();

afterEach(() => {
  vi.restoreAllMocks();
});

/** The service over a database that notes the SQL of every statement sent (parameters apart). */
const recorded = (ctx: AppContext) => {
  const statements: string[] = [];
  const executor = ctx.db.kysely.getExecutor();
  const noting: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      statements.push(executor.compileQuery(node, queryId).sql);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  const seen: AppContext = { ...ctx, db: { ...ctx.db, kysely: ctx.db.kysely.withPlugin(noting) } };
  const service = createPasswordResetService(seen, {
    tenants: t.services.tenants,
    rateLimits: createRateLimitService(seen),
    mail: t.services.mail,
    auth: t.services.auth,
  });
  return { service, take: () => statements.splice(0) };
};

/** A promise and the function that resolves it: the moment the route has sent its answer. */
const answerSent = () => {
  let send = () => {};
  const sent = new Promise<void>((resolve) => (send = resolve));
  return { sent, send };
};

describe('forgot-password: known and unknown addresses', () => {
  it('do the same work before the answer; the account is looked up and its link written after it', async () => {
    // The rate limits prune old counters at random (1 %): not during this comparison.
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const tenant = await makeTenant(t.services);
    const user = await makeUser(t.services, tenant);
    const { service, take } = recorded(t.ctx);
    const asked = async (email: string, ip: string) => {
      const answer = answerSent();
      const reply = await service.forgotPassword(tenant, { slug: tenant.slug, email }, ip, answer.sent);
      return { reply, statements: take(), send: answer.send };
    };

    const known = await asked(user.email, '198.51.100.1');
    const unknown = await asked('nobody@example.com', '198.51.100.2');
    expect(unknown.reply).toEqual(known.reply);
    expect(known.statements.length).toBeGreaterThan(0);
    expect(unknown.statements).toEqual(known.statements);
    // Nothing of the account yet: not read, no link, no email.
    expect(known.statements.join('\n')).not.toMatch(/"(users|password_tokens|outbox)"/);
    await new Promise((r) => setTimeout(r, 50));
    expect(take()).toEqual([]);
    expect(await listOutbox(t.ctx.db.kysely, tenant.id)).toEqual([]);

    // Once the answers are out: the known address gets its link, the unknown one a lookup.
    known.send();
    unknown.send();
    await service.settled();
    const after = take().join('\n');
    expect(after).toMatch(/from "users"/);
    expect(after).toMatch(/insert into "password_tokens"/);
    expect(after).toMatch(/insert into "outbox"/);
    expect((await listOutbox(t.ctx.db.kysely, tenant.id)).map((r) => r.to_address)).toEqual([user.email]);
  });

  it('a link that cannot be written is logged, and the answer stays the same', async () => {
    const tenant = await makeTenant(t.services);
    const user = await makeUser(t.services, tenant);
    const { service } = recorded(t.ctx);
    const failing = vi.spyOn(t.services.mail, 'passwordReset').mockRejectedValue(new Error('outbox gone'));
    const logged = vi.spyOn(t.ctx.log, 'error').mockImplementation(() => {});
    const reply = await service.forgotPassword(
      tenant,
      { slug: tenant.slug, email: user.email },
      '198.51.100.3',
    );
    await service.settled();
    expect(reply).toMatchObject({ success: true });
    expect(failing).toHaveBeenCalledOnce();
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ tenantId: tenant.id }),
      'a password reset link could not be sent',
    );
  });
});
