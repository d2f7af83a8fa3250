import { readJson, removeItem, writeItem } from './local-storage';

/**
 * The emails this browser signed up with that wait for an administrator's approval (docs/decisions.md,
 * "A second signup while pending"). The server answers a signup with a registered email exactly as a new
 * one, so that nobody can probe which addresses have accounts; this browser, which made the first signup,
 * already knows, so it can say the account is still waiting instead of "created" again. Local storage is
 * per origin, and the origin is the tenant's host, so the list is the tenant's.
 */
const KEY = 'portico:pending-signups';
/** A shared computer keeps no long list of who signed up on it. */
const MAX_REMEMBERED = 10;

const normalise = (email: string) => email.trim().toLowerCase();

const read = (): string[] => {
  const stored = readJson(KEY);
  return Array.isArray(stored) ? stored.filter((e): e is string => typeof e === 'string') : [];
};

const write = (emails: string[]) => {
  if (emails.length === 0) removeItem(KEY);
  else writeItem(KEY, JSON.stringify(emails.slice(-MAX_REMEMBERED)));
};

/** Whether this browser signed up with `email` and has not seen it signed in since. */
export const isPendingSignup = (email: string): boolean => read().includes(normalise(email));

/** After a signup answered "waits for approval". */
export const rememberPendingSignup = (email: string): void => {
  const address = normalise(email);
  write([...read().filter((e) => e !== address), address]);
};

/** Once the account signs in, it no longer waits. */
export const forgetPendingSignup = (email: string): void => {
  const address = normalise(email);
  const emails = read();
  if (emails.includes(address)) write(emails.filter((e) => e !== address));
};
