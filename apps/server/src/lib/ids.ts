import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * Row ids: 9 base-36 characters of milliseconds (so ids sort roughly by creation and B-tree inserts stay
 * local) followed by 11 random base-36 characters (~56 bits). Generated here, not by the database, so both
 * dialects and exports/imports keep the same ids.
 */
export const newId = (): string => {
  const time = Date.now().toString(36).padStart(9, '0');
  const bytes = randomBytes(11);
  let rand = '';
  for (const b of bytes) rand += ALPHABET[b % 36];
  return time + rand;
};
