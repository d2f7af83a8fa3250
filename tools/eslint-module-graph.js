// The server's module graph points one way (docs/decisions.md, "A one-way module graph"):
// - `module-boundaries`: a module is entered through its index.ts. A file outside `modules/<name>/` may import
//   `modules/<name>` but nothing deeper, type imports included; the exceptions are an explicit list in the config.
// - `no-cycle`: no import cycle among the source files of the given roots, type imports included (the graph of
//   ../shared/tools/cycles.mjs: relative imports, re-exports and dynamic imports; tests are leaves, so left out).
// Local rules rather than eslint-plugin-import-x, whose native resolver ships per-platform binaries that the
// lockfile cannot hold for every platform (see eslint-boundaries.js).
import fs from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(ts|tsx|mts)$/;
const NOT_SOURCE = /\.(test|spec|d)\.(ts|tsx|mts)$/;
const EXTENSIONS = ['.ts', '.tsx', '.mts', '/index.ts', '/index.tsx'];

/** The file a relative specifier names, among `known` files (null for packages and unknown files). */
const resolveIn = (known, from, spec, alias = {}) => {
  const prefix = Object.keys(alias).find((a) => spec.startsWith(a));
  if (!prefix && !spec.startsWith('.')) return null;
  const bare = spec.replace(/\.js$/, '');
  const base = prefix
    ? path.resolve(alias[prefix], bare.slice(prefix.length))
    : path.resolve(path.dirname(from), bare);
  for (const ext of EXTENSIONS) if (known.has(base + ext)) return base + ext;
  return null;
};

const sourceNodes = (check) => ({
  ImportDeclaration: (node) => check(node.source),
  ExportNamedDeclaration: (node) => node.source && check(node.source),
  ExportAllDeclaration: (node) => check(node.source),
  ImportExpression: (node) => check(node.source),
});

export const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Enter another module of apps/server/src/modules only through its index.ts.' },
    schema: [
      {
        type: 'object',
        properties: {
          srcDir: { type: 'string' },
          /** `[from, to]` pairs relative to srcDir, without extensions: known deep imports, each with its reason. */
          allow: {
            type: 'array',
            items: { type: 'array', items: { type: 'string' }, minItems: 2, maxItems: 2 },
          },
        },
        required: ['srcDir'],
      },
    ],
  },
  create(context) {
    const { srcDir: src, allow = [] } = context.options[0];
    const srcDir = path.resolve(src);
    const modulesDir = path.join(srcDir, 'modules');
    const filename = context.physicalFilename ?? context.filename;
    const fromRel = path.relative(srcDir, filename).replace(/\.(ts|tsx)$/, '');
    if (fromRel.startsWith('..')) return {};
    const allowed = new Set(allow.map(([from, to]) => `${from} -> ${to}`));
    const ownModule = (() => {
      const rel = path.relative(modulesDir, filename).split(path.sep);
      return rel.length > 1 && !rel[0].startsWith('..') ? rel[0] : null;
    })();
    return sourceNodes((source) => {
      if (typeof source?.value !== 'string' || !source.value.startsWith('.')) return;
      const target = path.resolve(path.dirname(filename), source.value.replace(/\.js$/, ''));
      const rel = path.relative(modulesDir, target).split(path.sep);
      if (rel[0].startsWith('..') || rel.length < 2 || rel[0] === ownModule) return;
      if (rel.length === 2 && rel[1] === 'index') return;
      const toRel = path.relative(srcDir, target);
      if (allowed.has(`${fromRel} -> ${toRel}`)) return;
      context.report({
        node: source,
        message: `Import the ${rel[0]} module through its index ('${path.relative(path.dirname(filename), path.join(modulesDir, rel[0]))}'), not ${rel.slice(1).join('/')}; export what you need from its index.ts.`,
      });
    });
  },
};

/** The import graph of the roots' source files and its cycles, rebuilt when older than a lint run is long. */
let cached = null;
const graphOf = (roots, alias) => {
  const key = JSON.stringify([roots, alias]);
  if (cached && cached.key === key && Date.now() - cached.at < 10_000) return cached;
  const files = [];
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (e.name !== 'node_modules' && e.name !== 'dist') walk(p);
      } else if (SOURCE.test(e.name) && !NOT_SOURCE.test(e.name)) files.push(p);
    }
  };
  roots.forEach(walk);
  const known = new Set(files);
  const edges = new Map();
  const re =
    /(?:import|export)\s+(?:type\s+)?(?:[\s\S]*?)\s+from\s+['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const f of files) {
    const out = new Set();
    for (const m of fs.readFileSync(f, 'utf8').matchAll(re)) {
      const t = resolveIn(known, f, m[1] ?? m[2], alias);
      if (t && t !== f) out.add(t);
    }
    edges.set(f, [...out]);
  }
  // Tarjan's strongly connected components: every file of a component of two or more is in a cycle.
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const stack = [];
  const on = new Set();
  const component = new Map();
  const strong = (v) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of edges.get(v)) {
      if (!idx.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const c = new Set();
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        c.add(w);
      } while (w !== v);
      if (c.size > 1) for (const f of c) component.set(f, c);
    }
  };
  for (const f of files) if (!idx.has(f)) strong(f);
  cached = { key, at: Date.now(), known, edges, component };
  return cached;
};

/** The shortest way back from `start` to `goal` inside one component, for the message. */
const pathBack = (edges, members, start, goal) => {
  const prev = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const v = queue.shift();
    if (v === goal) break;
    for (const w of edges.get(v))
      if (members.has(w) && !prev.has(w)) {
        prev.set(w, v);
        queue.push(w);
      }
  }
  const out = [];
  for (let v = goal; v !== null && v !== undefined; v = prev.get(v)) out.unshift(v);
  return out;
};

export const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycle among source files, type imports included.' },
    schema: [
      {
        type: 'object',
        properties: {
          roots: { type: 'array', items: { type: 'string' } },
          /** Import prefixes that name a directory, e.g. `{ "@/": "apps/web/src/" }`. */
          alias: { type: 'object', additionalProperties: { type: 'string' } },
        },
        required: ['roots'],
      },
    ],
  },
  create(context) {
    const roots = context.options[0].roots.map((r) => path.resolve(r));
    const alias = Object.fromEntries(
      Object.entries(context.options[0].alias ?? {}).map(([a, dir]) => [a, path.resolve(dir)]),
    );
    const filename = path.resolve(context.physicalFilename ?? context.filename);
    if (NOT_SOURCE.test(filename) || !roots.some((r) => !path.relative(r, filename).startsWith('..')))
      return {};
    const { known, edges, component } = graphOf(roots, alias);
    const members = component.get(filename);
    if (!members) return {};
    return sourceNodes((source) => {
      if (typeof source?.value !== 'string') return;
      const target = resolveIn(known, filename, source.value, alias);
      if (!target || !members.has(target)) return;
      const cycle = pathBack(edges, members, target, filename).map((f) =>
        path.relative(path.dirname(filename), f),
      );
      context.report({
        node: source,
        message: `Import cycle (type imports count): this file → ${cycle.join(' → ')}. Move what both need to a leaf file, or pass it in.`,
      });
    });
  },
};

export default { rules: { 'module-boundaries': moduleBoundaries, 'no-cycle': noCycle } };
