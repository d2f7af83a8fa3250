import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import moduleGraph from '../tools/eslint-module-graph.js';

// The lint rules that keep the module graph one way (tools/eslint-module-graph.js), run on small trees.

const dirs = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** Writes `files` (path → text) under a new directory and lints them with the two rules. */
const lint = async (files, allow = []) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'module-graph-'));
  dirs.push(dir);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  const src = path.join(dir, 'src');
  const eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser },
      plugins: { graph: moduleGraph },
      rules: {
        'graph/no-cycle': ['error', { roots: [src] }],
        'graph/module-boundaries': ['error', { srcDir: src, allow }],
      },
    },
  });
  const results = await eslint.lintFiles(['src/**/*.ts']);
  return results.flatMap((r) => r.messages.map((m) => `${path.relative(src, r.filePath)}: ${m.ruleId}`));
};

describe('graph/no-cycle', () => {
  it('fails on a cycle made of type imports only', async () => {
    const problems = await lint({
      'src/lib/a.ts': "import type { B } from './b';\nexport type A = { b: B };\n",
      'src/lib/b.ts': "import type { A } from './a';\nexport type B = { a?: A };\n",
    });
    expect(problems).toEqual(['lib/a.ts: graph/no-cycle', 'lib/b.ts: graph/no-cycle']);
  });

  it('passes a graph that points one way, and a test may import anything', async () => {
    const problems = await lint({
      'src/lib/a.ts': "import type { B } from './b';\nexport type A = { b: B };\n",
      'src/lib/b.ts': 'export type B = { n: number };\n',
      'src/lib/b.test.ts': "import type { A } from './a';\nexport type T = A;\n",
    });
    expect(problems).toEqual([]);
  });
});

describe('graph/module-boundaries', () => {
  const tree = {
    'src/modules/items/index.ts': "export { type Item } from './items.service';\n",
    'src/modules/items/items.service.ts': 'export type Item = { id: string };\n',
    'src/modules/items/items.repository.ts':
      "import type { Item } from './items.service';\nexport type Row = Item;\n",
  };

  it('fails on a deep import into another module, type imports included', async () => {
    const problems = await lint({
      ...tree,
      'src/modules/boards/boards.service.ts':
        "import type { Row } from '../items/items.repository';\nexport type B = Row;\n",
      'src/app.ts': "import type { Item } from './modules/items/items.service';\nexport type A = Item;\n",
    });
    expect(problems).toEqual([
      'app.ts: graph/module-boundaries',
      'modules/boards/boards.service.ts: graph/module-boundaries',
    ]);
  });

  it('passes imports through the index, inside a module, and the listed exceptions', async () => {
    const problems = await lint(
      {
        ...tree,
        'src/modules/boards/boards.service.ts':
          "import type { Item } from '../items';\nexport type B = Item;\n",
        'src/services.ts':
          "import type { Row } from './modules/items/items.repository';\nexport type S = Row;\n",
      },
      [['services', 'modules/items/items.repository']],
    );
    expect(problems).toEqual([]);
  });
});
