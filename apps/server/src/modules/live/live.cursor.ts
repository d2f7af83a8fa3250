import { createCipheriv, createDecipheriv, hkdfSync } from 'node:crypto';
import { LIVE_EVENT_ID } from '@portico/contract';

/**
 * Where a stream stands in its tenant's events: every event of the tenant up to the log id `id` has been
 * sent (or was before the stream), and `at` is no later than the time of any event after it (when the
 * log has been pruned beyond `at`, a resume cannot be complete). `id` 0: none of the tenant's events.
 */
export interface LivePosition {
  id: number;
  /** Milliseconds since the epoch; kept to the second. */
  at: number;
}

const BLOCK = 16;
const ID_BYTES = 6;
const AT_BYTES = 5;
/** The rest of the block is zero: a token made up, altered or of another tenant decrypts to anything else. */
const CHECK_FROM = ID_BYTES + AT_BYTES;
const MAX_KEYS = 10_000;

/**
 * The `id:` of the live stream (issue 24): the log's ids count every tenant's events, so a stream handing
 * them out would show each client how busy the whole installation is. A position is sent as one AES block
 * under a key of its tenant's own, derived from the instance's secret, which every instance shares (a
 * stream resumes on any of them). A single block is a keyed permutation: the token of a position is always
 * the same (a quiet tenant's stream resumes from an unchanged id), shows nothing of the numbers inside,
 * and cannot be made or altered without the key; a token of another tenant does not decode.
 */
export const createLiveCursorCodec = (secret: string) => {
  const keys = new Map<string, Buffer>();
  const keyOf = (tenantId: string) => {
    let key = keys.get(tenantId);
    if (!key) {
      if (keys.size >= MAX_KEYS) keys.clear();
      key = Buffer.from(hkdfSync('sha256', secret, 'portico live cursor', `tenant:${tenantId}`, 32));
      keys.set(tenantId, key);
    }
    return key;
  };

  return {
    encode(tenantId: string, position: LivePosition): string {
      const block = Buffer.alloc(BLOCK);
      block.writeUIntBE(position.id, 0, ID_BYTES);
      block.writeUIntBE(Math.floor(position.at / 1000), ID_BYTES, AT_BYTES);
      const cipher = createCipheriv('aes-256-ecb', keyOf(tenantId), null).setAutoPadding(false);
      return Buffer.concat([cipher.update(block), cipher.final()]).toString('base64url');
    },

    /** The position of a token this tenant's stream handed out; null for anything else. */
    decode(tenantId: string, token: string): LivePosition | null {
      if (!LIVE_EVENT_ID.test(token)) return null;
      const bytes = Buffer.from(token, 'base64url');
      if (bytes.length !== BLOCK) return null;
      const decipher = createDecipheriv('aes-256-ecb', keyOf(tenantId), null).setAutoPadding(false);
      const block = Buffer.concat([decipher.update(bytes), decipher.final()]);
      if (block.subarray(CHECK_FROM).some((b) => b !== 0)) return null;
      return { id: block.readUIntBE(0, ID_BYTES), at: block.readUIntBE(ID_BYTES, AT_BYTES) * 1000 };
    },
  };
};

export type LiveCursorCodec = ReturnType<typeof createLiveCursorCodec>;
