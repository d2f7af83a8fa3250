import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '..', 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};

describe('the server package scripts', () => {
  it('start the server exactly as `serve` does (the benchmark starts `serve`), without a nested npm', () => {
    // A nested `npm run` resets INIT_CWD to apps/server, so the server would open ./data there while the
    // demo was created under the directory `npm start` ran in.
    expect(pkg.scripts.serve).toMatch(/^node .*dist\/server\.js$/);
    expect(pkg.scripts.start).toBe(`node dist/cli.js demo && ${pkg.scripts.serve}`);
  });
});
