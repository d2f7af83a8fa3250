// Import boundaries of apps/web/src (bulletproof-react): shared code (components, lib, hooks) → features → app.
// Features never import each other, features never import the app layer, and shared code imports neither.
// A small local rule instead of eslint-plugin-import-x: that plugin's native resolver ships per-platform
// binaries that the lockfile cannot hold for every platform, which breaks `npm ci`.
import path from 'node:path';

const SHARED = new Set(['components', 'lib', 'hooks']);

/** The layer of a file under `srcDir`: 'app', 'feature:<name>', 'shared', or null outside the tree. */
const layerOf = (srcDir, file) => {
  const relative = path.relative(srcDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [top, second] = relative.split(path.sep);
  if (top === 'app') return 'app';
  if (top === 'features' && second) return `feature:${second}`;
  if (SHARED.has(top)) return 'shared';
  return null;
};

const violation = (from, to) => {
  if (!from || !to || from === to) return null;
  if (from.startsWith('feature:') && to.startsWith('feature:'))
    return 'Features do not import each other; move shared code to components/ or lib/.';
  if (from.startsWith('feature:') && to === 'app') return 'Features do not import the app layer.';
  if (from === 'shared' && to !== 'shared') return 'Shared code does not import features or the app layer.';
  return null;
};

export const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep apps/web/src imports flowing shared → features → app.' },
    schema: [{ type: 'object', properties: { srcDir: { type: 'string' } }, required: ['srcDir'] }],
  },
  create(context) {
    const srcDir = path.resolve(context.options[0].srcDir);
    const filename = context.physicalFilename ?? context.filename;
    const from = layerOf(srcDir, filename);
    if (!from) return {};

    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const spec = source.value;
      let target;
      if (spec.startsWith('@/')) target = path.join(srcDir, spec.slice(2));
      else if (spec.startsWith('.')) target = path.resolve(path.dirname(filename), spec);
      else return;
      const message = violation(from, layerOf(srcDir, target));
      if (message) context.report({ node: source, message });
    };

    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export default { rules: { boundaries } };
