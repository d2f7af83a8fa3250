import { createSecretKey } from 'node:crypto';
import { serverMessages } from '@portico/contract';
import { badRequest } from '../../lib/errors';
import { hmac, safeEqual } from '../../lib/tokens';

/** A position in the board order (group position, item position). */
export interface BoardKey {
  gpos: number;
  pos: number;
}

/** Group positions are 32-bit integers in the database, item positions 64-bit. */
const INT32 = { min: -2147483648, max: 2147483647 };

/** Before the first item of any board. */
export const START_KEY: BoardKey = { gpos: INT32.min, pos: Number.MIN_SAFE_INTEGER };
/** After the last item of any board. */
export const END_KEY: BoardKey = { gpos: INT32.max, pos: Number.MAX_SAFE_INTEGER };

/**
 * How the next page of a search is found: 'walk' tests rows in board order (common terms), 'index' asks
 * the trigram index (rare terms). Learnt on one page, it saves the next page from trying the other way.
 */
export type SearchMode = 'walk' | 'index';

export interface CursorState {
  key: BoardKey;
  /** The total of the first page, so later pages need not count again. */
  total: number;
  mode?: SearchMode;
}

/** What a cursor is valid for: it only continues the listing it came from. */
export interface CursorScope {
  tenantId: string;
  boardId: string;
  userId: string;
  assignedToMe: boolean;
  term: string;
}

const scopeOf = (s: CursorScope) =>
  [s.tenantId, s.boardId, s.userId, s.assignedToMe ? 1 : 0, s.term].join('\u0000');

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

/**
 * Opaque keyset cursors: base64url of the last key, the total and the search mode, signed with an
 * HMAC over that and the listing it belongs to. A tampered cursor, or one from another board, user, search
 * or filter, is a 400 — never a wrong page.
 */
export const createCursorCodec = (secret: string, maxKept = 2_000) => {
  // Signing a page's cursor is on every page's path: its key is imported once (lib/tokens.ts).
  const key = createSecretKey(Buffer.from(hmac(secret, 'items-cursor')));
  // The cursors signed or checked lately. A list is fetched again page by page with the same cursors (a
  // refresh, a live update refetching every loaded page), each checking its cursor and signing the next
  // one; on a page's path an HMAC and a parse cost more than the rest of the page's own work. Both maps
  // cache a pure function of their key's text, so an answer is what computing it would give: a cursor is
  // kept only once it passed every check, and anything else is checked in full.
  const signatures = keptMap<string>(maxKept);
  const checked = keptMap<CursorState>(maxKept);
  const sign = (body: string, scope: CursorScope) => {
    const message = `${scopeOf(scope)}\u0000${body}`;
    return signatures.get(message) ?? signatures.set(message, hmac(key, message).slice(0, 22));
  };

  const check = (cursor: string, scope: CursorScope): CursorState => {
    const invalid = () => badRequest(serverMessages.invalidCursor);
    const [body, signature, extra] = cursor.split('.');
    if (!body || !signature || extra !== undefined) throw invalid();
    if (!safeEqual(signature, sign(body, scope))) throw invalid();
    let payload: unknown;
    try {
      payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      throw invalid();
    }
    if (!Array.isArray(payload) || payload.length < 3 || payload.length > 4) throw invalid();
    const [gpos, pos, total, mode] = payload as unknown[];
    if (!isInt(gpos) || !isInt(pos) || !isInt(total) || total < 0) throw invalid();
    if (gpos < INT32.min || gpos > INT32.max) throw invalid();
    if (mode !== undefined && mode !== 'w' && mode !== 'i') throw invalid();
    return {
      key: { gpos, pos },
      total,
      ...(mode !== undefined && { mode: mode === 'w' ? ('walk' as const) : ('index' as const) }),
    };
  };

  return {
    encode(state: CursorState, scope: CursorScope): string {
      const payload: unknown[] = [state.key.gpos, state.key.pos, state.total];
      if (state.mode) payload.push(state.mode === 'walk' ? 'w' : 'i');
      const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return `${body}.${sign(body, scope)}`;
    },

    decode(cursor: string, scope: CursorScope): CursorState {
      const message = `${scopeOf(scope)}\u0000${cursor}`;
      return checked.get(message) ?? checked.set(message, freeze(check(cursor, scope)));
    },
  };
};

export type CursorCodec = ReturnType<typeof createCursorCodec>;

/** A map of at most `max` entries, emptied when full; `set` returns the value it stored. */
const keptMap = <V>(max: number) => {
  const entries = new Map<string, V>();
  return {
    get: (key: string) => entries.get(key),
    set(key: string, value: V): V {
      if (entries.size >= max) entries.clear();
      entries.set(key, value);
      return value;
    },
  };
};

/** A kept state is handed to every request with that cursor: nobody may change it. */
const freeze = (state: CursorState): CursorState =>
  Object.freeze({ ...state, key: Object.freeze({ ...state.key }) });
