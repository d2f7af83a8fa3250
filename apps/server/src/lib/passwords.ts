import { type Algorithm, hash, verify } from '@node-rs/argon2';

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
