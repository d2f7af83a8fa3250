import type { AppContext } from '../../context';
import { type BatchOptions, inBatches } from '../../lib/batches';
import {
  pruneExpiredLoginTokens,
  pruneExpiredOidcStates,
  pruneExpiredPasswordTokens,
  pruneExpiredSessions,
} from './housekeeping.repository';

/**
 * The auth module's housekeeping, run by jobs of the scheduler (src/jobs.ts). Nothing here changes what a
 * request sees: an expired session, link or sign-in state is refused exactly like an unknown one.
 */
export const createAuthHousekeeping = (ctx: AppContext) => {
  const db = ctx.db.kysely;
  return {
    /** Expired sessions, one-time login links and unfinished identity-provider sign-ins. */
    async pruneSignIns(now: Date, options: BatchOptions = {}) {
      const at = now.toISOString();
      const sessions = await inBatches((n) => pruneExpiredSessions(db, at, n), options);
      const loginTokens = await inBatches((n) => pruneExpiredLoginTokens(db, at, n), options);
      const oidcStates = await inBatches((n) => pruneExpiredOidcStates(db, at, n), options);
      return { sessions, loginTokens, oidcStates };
    },

    /** Expired password reset and invitation links. */
    async prunePasswordTokens(now: Date, options: BatchOptions = {}) {
      const at = now.toISOString();
      return { passwordTokens: await inBatches((n) => pruneExpiredPasswordTokens(db, at, n), options) };
    },
  };
};

export type AuthHousekeeping = ReturnType<typeof createAuthHousekeeping>;
