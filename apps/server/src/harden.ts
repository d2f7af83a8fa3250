/**
 * The process-wide second wall against prototype pollution (docs/security.md). Whatever a request, an
 * imported document or a dependency does with a hostile key:
 * - the `__proto__` accessor is gone (as with `node --disable-proto=delete`), so `obj['__proto__']` is an
 *   ordinary property and can neither reach nor swap a prototype; the `{ __proto__: … }` literal syntax and
 *   Object.getPrototypeOf/setPrototypeOf are unaffected;
 * - the prototypes every object inherits from are sealed: no property can be added to or removed from
 *   them. They are not frozen: frozen, their methods could not be overridden on inheriting objects by
 *   assignment (the "override mistake"), which dependencies do at load time (ipaddr.js: `X.prototype.toString = …`).
 * Imported first by every entry point (server, CLI, tests).
 */
const PROTOTYPES = [Object.prototype, Array.prototype, Function.prototype] as const;

export const hardenPrototypes = (): void => {
  Reflect.deleteProperty(Object.prototype, '__proto__');
  for (const prototype of PROTOTYPES) Object.seal(prototype);
};

export const prototypesHardened = (): boolean =>
  PROTOTYPES.every((p) => Object.isSealed(p)) && !Object.hasOwn(Object.prototype, '__proto__');

hardenPrototypes();
