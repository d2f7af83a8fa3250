import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { prototypesHardened } from './harden';

/** The second wall (harden.ts): active wherever the app runs, including these tests (test/setup.ts). */
describe('hardened prototypes', () => {
  it('are sealed, and the __proto__ accessor is gone', () => {
    expect(prototypesHardened()).toBe(true);
    const target: Record<string, unknown> = {};
    target['__proto__'] = { polluted: true };
    // An ordinary own property: the object's prototype is still Object.prototype.
    expect(Object.getPrototypeOf(target)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a property added to Object.prototype, Array.prototype or Function.prototype', () => {
    const reach = (o: object) => Object.getPrototypeOf(o) as Partial<Record<string, unknown>>;
    expect(() => (reach({}).polluted = 'x')).toThrow(TypeError);
    expect(() => (reach([]).polluted = 'x')).toThrow(TypeError);
    expect(() => (reach(() => undefined).polluted = 'x')).toThrow(TypeError);
    const inherited: string = 'toString';
    expect(() => delete reach({})[inherited]).toThrow(TypeError);
    expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('polluted');
  });

  it('still lets ordinary objects override inherited methods by assignment', () => {
    const value: { toString: () => string } = { toString: () => 'a' };
    value.toString = () => 'overridden';
    expect(String(value)).toBe('overridden');
    function Legacy(this: object) {}
    Legacy.prototype.toString = () => 'legacy';
    expect(String(new (Legacy as unknown as new () => object)())).toBe('legacy');
  });

  it('is the first thing the server and the CLI load', () => {
    for (const [entry, specifier] of [
      ['server.ts', './harden'],
      ['cli/main.ts', '../harden'],
    ]) {
      const source = fs.readFileSync(new URL(`./${entry}`, import.meta.url), 'utf8');
      const firstImport = /^import .*$/m.exec(source)?.[0];
      expect(firstImport, entry).toBe(`import '${specifier}';`);
    }
  });
});
