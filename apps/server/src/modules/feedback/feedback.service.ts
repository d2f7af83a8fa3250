import { EMAIL_PATTERN, type FeedbackRequest, validationMessages } from '@portico/contract';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { nowIso } from '../../lib/time';
import type { AuthContext } from '../../domain/auth-context';
import type { RateLimitService } from '../rate-limits';
import { insertFeedback, listFeedback } from './feedback.repository';

export const createFeedbackService = (ctx: AppContext, deps: { rateLimits: RateLimitService }) => ({
  /** Stores feedback with tenant, user and time. Name and email default to the signed-in user's. */
  async send({ tenant, user }: AuthContext, body: FeedbackRequest): Promise<void> {
    // The modal sends no email (§3); one given by another client must at least look like an address.
    if (body.email && !EMAIL_PATTERN.test(body.email)) throw badRequest(validationMessages.invalidEmail);
    await deps.rateLimits.hit(tenant.id, `feedback:${user.id}`, { limit: 20, windowMs: 60 * 60_000 });
    await insertFeedback(ctx.db.kysely, {
      id: newId(),
      tenant_id: tenant.id,
      user_id: user.id,
      name: body.name || user.name,
      email: body.email || user.email,
      summary: body.summary,
      details: body.details,
      created_at: nowIso(),
    });
  },
  list: (tenantId: string) => listFeedback(ctx.db.kysely, tenantId),
});

export type FeedbackService = ReturnType<typeof createFeedbackService>;
