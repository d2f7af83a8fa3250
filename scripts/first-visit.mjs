// `node scripts/first-visit.mjs` (after `npm run build`): the bytes a first visit of the portal moves over
// the wire, with and without compression. Starts the built server on a temporary SQLite database with the
// demo tenant, opens http://demo.localhost:PORT/ (the sign-in page) in Chromium with an empty cache, and
// sums every response's headers and body as received (encoded) until the network is idle. "Without"
// sends `Accept-Encoding: identity`, so the server answers as it did before it compressed anything.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { findChromium } from './chromium.mjs';
import { firstVisit, wireTotal } from './wire-bytes.mjs';

const REPO = path.resolve(import.meta.dirname, '..');
const SERVER = path.join(REPO, 'apps', 'server', 'dist');
if (
  !fs.existsSync(path.join(SERVER, 'server.js')) ||
  !fs.existsSync(path.join(REPO, 'apps/web/dist/index.html'))
) {
  console.error('Build first: npm run build');
  process.exit(1);
}
const browserPath = findChromium();
if (!browserPath.path) {
  console.error(browserPath.message);
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-first-visit-'));
const port = 20000 + Math.floor(Math.random() * 20000);
const env = {
  ...process.env,
  DATABASE_URL: `sqlite:${path.join(dataDir, 'portico.db')}`,
  PORTICO_DATA_DIR: dataDir,
  PORTICO_BASE_URL: `http://localhost:${port}`,
  PORT: String(port),
  HOST: '127.0.0.1',
  PORTICO_LOG_LEVEL: 'warn',
};

const measure = (browser, acceptEncoding) =>
  firstVisit(browser, `http://demo.localhost:${port}/`, {
    acceptEncoding,
    ready: (page) => page.getByRole('button', { name: 'Sign in', exact: true }).waitFor(),
  });

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const total = wireTotal;

let server;
try {
  if (spawnSync('node', [path.join(SERVER, 'cli.js'), 'demo'], { env, stdio: 'ignore' }).status !== 0)
    throw new Error('portico demo failed');
  server = spawn('node', [path.join(SERVER, 'server.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; ; i++) {
    if (i > 400) throw new Error('the server did not start');
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 25));
  }
  const browser = await chromium.launch({ executablePath: browserPath.path, args: ['--no-sandbox'] });
  const before = await measure(browser, 'identity');
  const after = await measure(browser, null);
  await browser.close();

  console.log('| File | before: body (encoding) | after: body (encoding) |');
  console.log('|---|---:|---:|');
  for (const f of after) {
    const b = before.find((x) => x.url === f.url);
    console.log(
      `| ${f.url} | ${b ? `${kB(b.body)} (${b.encoding})` : '–'} | ${kB(f.body)} (${f.encoding}) |`,
    );
  }
  console.log(
    `\nfirst visit: ${after.length} files, ${kB(total(before))} before → ${kB(total(after))} after ` +
      `(headers included; bodies ${kB(before.reduce((s, f) => s + f.body, 0))} → ${kB(after.reduce((s, f) => s + f.body, 0))})`,
  );
} finally {
  server?.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
