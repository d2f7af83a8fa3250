/**
 * The built-in objects a prototype-pollution bug writes to. A snapshot of their own properties is taken
 * before the fuzzing; after every request the fuzzer compares, reports and puts them back, so one
 * polluting input neither hides nor causes the findings of the next.
 */
const GUARDED: Array<[string, object]> = [
  ['Object.prototype', Object.prototype],
  ['Object', Object],
  ['Array.prototype', Array.prototype],
  ['Array', Array],
  ['Function.prototype', Function.prototype],
  ['String.prototype', String.prototype],
  ['Number.prototype', Number.prototype],
  ['Boolean.prototype', Boolean.prototype],
  ['Promise.prototype', Promise.prototype],
  ['Error.prototype', Error.prototype],
  ['RegExp.prototype', RegExp.prototype],
  ['Date.prototype', Date.prototype],
  ['Map.prototype', Map.prototype],
  ['Set.prototype', Set.prototype],
];

export type PrototypeSnapshot = Array<{
  name: string;
  target: object;
  props: Map<PropertyKey, PropertyDescriptor>;
}>;

export const snapshotPrototypes = (): PrototypeSnapshot =>
  GUARDED.map(([name, target]) => ({
    name,
    target,
    props: new Map(
      Reflect.ownKeys(target).map((key) => [
        key,
        Object.getOwnPropertyDescriptor(target, key) as PropertyDescriptor,
      ]),
    ),
  }));

const same = (a: PropertyDescriptor, b: PropertyDescriptor) =>
  Object.is(a.value, b.value) &&
  a.get === b.get &&
  a.set === b.set &&
  a.writable === b.writable &&
  a.enumerable === b.enumerable &&
  a.configurable === b.configurable;

const shown = (d: PropertyDescriptor | undefined) => {
  if (!d) return 'removed';
  if (d.get || d.set) return 'an accessor';
  try {
    return JSON.stringify(d.value)?.slice(0, 60) ?? String(d.value);
  } catch {
    return typeof d.value;
  }
};

/** What changed since the snapshot, e.g. `Object.prototype.text added = "POLLUTED"`; empty when nothing. */
export const prototypeChanges = (snapshot: PrototypeSnapshot): string[] =>
  snapshot.flatMap(({ name, target, props }) => {
    const changes: string[] = [];
    for (const key of Reflect.ownKeys(target)) {
      const now = Object.getOwnPropertyDescriptor(target, key) as PropertyDescriptor;
      const before = props.get(key);
      if (!before) changes.push(`${name}.${String(key)} added = ${shown(now)}`);
      else if (!same(before, now)) changes.push(`${name}.${String(key)} changed to ${shown(now)}`);
    }
    for (const key of props.keys())
      if (!Object.prototype.hasOwnProperty.call(target, key)) changes.push(`${name}.${String(key)} removed`);
    return changes;
  });

export const restorePrototypes = (snapshot: PrototypeSnapshot) => {
  for (const { target, props } of snapshot) {
    for (const key of Reflect.ownKeys(target)) if (!props.has(key)) Reflect.deleteProperty(target, key);
    for (const [key, descriptor] of props) {
      const now = Object.getOwnPropertyDescriptor(target, key);
      if (!now || !same(now, descriptor)) Object.defineProperty(target, key, descriptor);
    }
  }
};
