import { createHash, createHmac, randomBytes, timingSafeEqual, type KeyObject } from 'node:crypto';

/** An opaque bearer token: 256 random bits, base64url. Only its hash is stored. */
export const generateToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A key given as a KeyObject (createSecretKey) is imported once, not at every call. */
export const hmac = (secret: string | KeyObject, data: string): string =>
  createHmac('sha256', secret).update(data).digest('base64url');

export const safeEqual = (a: string, b: string): boolean => {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
};
