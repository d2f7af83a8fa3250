import { randomInt } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { newPasswordSchema } from '@portico/contract';

/** argon2id at OWASP's recommended minimum: 19 MiB memory, 2 iterations, 1 lane. */
// Algorithm is an ambient const enum; 2 is Argon2id.
const OPTIONS = {
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

let dummyHash: Promise<string> | null = null;
/**
 * Spends the same time as a real verification, for accounts that do not exist or have no password, so
 * response timing does not tell whether an email is registered.
 */
export const verifyAgainstDummy = async (password: string): Promise<false> => {
  dummyHash ??= hash('portico-timing-equaliser', OPTIONS);
  await verifyPassword(await dummyHash, password);
  return false;
};

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SPECIAL = '-_.';
const pick = (set: string) => set[randomInt(set.length)] as string;

/**
 * A 20-character password satisfying the §5 rule (one of each class guaranteed, the rest from all of them,
 * shuffled): about 115 bits, without look-alike characters or ones a shell would mangle.
 */
export const generatePassword = (): string => {
  const all = LOWER + UPPER + DIGITS + SPECIAL;
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SPECIAL)];
  while (chars.length < 20) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return newPasswordSchema.parse(chars.join(''));
};
