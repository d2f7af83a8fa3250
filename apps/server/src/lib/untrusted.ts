import { isPrototypeKey, serverMessages } from '@portico/contract';

/**
 * The first check every value from outside passes, before any schema, service or database sees it: names
 * that reach an object's prototype, NUL characters (PostgreSQL cannot store them in text and SQLite's full
 * text search stops at them), over-long strings and runaway nesting. Returns the message of the first
 * problem, or null. Iterative, so a hostile nesting depth cannot overflow the stack.
 */

export interface UntrustedLimits {
  /** The longest string accepted anywhere in the value (schemas may set tighter limits). */
  maxString: number;
  /** How deep objects and arrays may nest. */
  maxDepth: number;
}

/** A path for messages: `body summary`, `query searchQuery`, `body columnIds.status[2]`. */
const join = (at: string, key: string | number) =>
  typeof key === 'number' ? `${at}[${key}]` : at.includes(' ') ? `${at}.${key}` : `${at} ${key}`;

/**
 * Whether a name reaches a prototype, alone or as a segment of a nested name (`a[__proto__][b]`,
 * `constructor.prototype`): query and form names are nested that way by convention, and a parser that
 * honours the convention must never meet one.
 */
export const namesPrototype = (name: string): boolean =>
  isPrototypeKey(name) || name.split(/[[\].]+/).some(isPrototypeKey);

export const stringProblem = (value: string, where: string, maxString: number): string | null => {
  if (value.includes('\0')) return serverMessages.nulCharacter(where);
  if (value.length > maxString) return serverMessages.valueTooLong(where, maxString);
  return null;
};

export const untrustedProblem = (value: unknown, where: string, limits: UntrustedLimits): string | null => {
  const stack: Array<[unknown, string, number]> = [[value, where, 0]];
  while (stack.length > 0) {
    const [current, at, depth] = stack.pop() as [unknown, string, number];
    if (typeof current === 'string') {
      const problem = stringProblem(current, at, limits.maxString);
      if (problem) return problem;
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= limits.maxDepth) return serverMessages.nestedTooDeeply;
    if (Array.isArray(current)) {
      current.forEach((entry, i) => stack.push([entry, join(at, i), depth + 1]));
      continue;
    }
    // Own keys only: JSON.parse and the query parser create `__proto__` as an ordinary own key.
    for (const key of Object.keys(current)) {
      const here = join(at, key);
      if (namesPrototype(key)) return serverMessages.prototypeKey(here);
      const keyProblem = stringProblem(key, here, limits.maxString);
      if (keyProblem) return keyProblem;
      stack.push([(current as Record<string, unknown>)[key], here, depth + 1]);
    }
  }
  return null;
};
