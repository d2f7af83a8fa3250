import type { Account } from './account';
import type { Tenant } from './tenant';

/** A signed-in request's who and where: the session's tenant and account (auth.service authenticates it). */
export interface AuthContext {
  tenant: Tenant;
  user: Account;
  sessionId: string;
  /**
   * A preview of the portal as this client, opened by the staff account `by` (docs/decisions.md, "Preview
   * as client"): read-only, which the request context enforces for every call. Null for a real session.
   */
  preview: { by: string } | null;
  /**
   * Further reads for this user that depend only on the database (which boards they may open). A context is
   * reused only while the database is unchanged (db/unchanged-cache.ts), so what is kept here stays exact
   * with it and goes with it — one commit counter check per request instead of one per lookup.
   */
  memo: Map<string, unknown>;
}
