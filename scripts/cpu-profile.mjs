#!/usr/bin/env node
/**
 * Summarises a V8 CPU profile (`node --cpu-prof`, or `npm run bench -- --cpu-prof DIR`): the share of the
 * sampled time spent in each function itself (self) and under it (total), and the self time per package or
 * source file. `node scripts/cpu-profile.mjs PROFILE [--top N] [--filter TEXT]` (--filter keeps the functions
 * whose name or file contains TEXT).
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '40' }, filter: { type: 'string' } },
});
if (positionals.length !== 1) {
  console.error('usage: node scripts/cpu-profile.mjs PROFILE [--top N] [--filter TEXT]');
  process.exit(2);
}
const profile = JSON.parse(fs.readFileSync(positionals[0], 'utf8'));
const top = Number(values.top);

/** @type {Map<number, any>} */
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

// Time per sample: the deltas, attributed to the sample's node.
const selfUs = new Map();
for (let i = 0; i < profile.samples.length; i++) {
  const id = profile.samples[i];
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
}
const totalSampled = [...selfUs.values()].reduce((a, b) => a + b, 0);

const shortFile = (url) => {
  if (!url) return '(native)';
  const m = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (m) return m[1];
  return url.replace(/^file:\/\//, '').replace(/^.*\/(apps|packages)\//, '$1/');
};
const keyOf = (n) => {
  const f = n.callFrame;
  return `${f.functionName || '(anonymous)'} ${shortFile(f.url)}:${f.lineNumber + 1}`;
};
const idle = new Set(['(idle)', '(program)', '(garbage collector)']);

const self = new Map();
const total = new Map();
const byFile = new Map();
for (const [id, us] of selfUs) {
  const n = nodes.get(id);
  const k = idle.has(n.callFrame.functionName) ? n.callFrame.functionName : keyOf(n);
  self.set(k, (self.get(k) ?? 0) + us);
  const file = idle.has(n.callFrame.functionName) ? n.callFrame.functionName : shortFile(n.callFrame.url);
  byFile.set(file, (byFile.get(file) ?? 0) + us);
  // Total: every distinct function on the stack once.
  const seen = new Set();
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
    const key = keyOf(nodes.get(cur));
    if (seen.has(key)) continue;
    seen.add(key);
    total.set(key, (total.get(key) ?? 0) + us);
  }
}

const busy = totalSampled - (self.get('(idle)') ?? 0);
const pct = (us) => `${((100 * us) / busy).toFixed(1).padStart(5)} %`;
const keep = (k) => !values.filter || k.includes(values.filter);
const print = (title, map) => {
  console.log(`\n${title}`);
  for (const [k, us] of [...map]
    .filter(([k]) => keep(k) && k !== '(idle)')
    .sort((a, b) => b[1] - a[1])
    .slice(0, top))
    console.log(`${pct(us)}  ${(us / 1000).toFixed(0).padStart(7)} ms  ${k}`);
};
console.log(
  `sampled ${(totalSampled / 1e6).toFixed(1)} s, busy ${(busy / 1e6).toFixed(1)} s (percentages of busy time)`,
);
print('self time by package or file', byFile);
print('self time by function', self);
print('total time by function (callees included)', total);
