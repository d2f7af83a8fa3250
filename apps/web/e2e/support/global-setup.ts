/// <reference types="node" />
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const REPO = path.resolve(import.meta.dirname, '..', '..', '..', '..');
const SERVER = path.join(REPO, 'apps', 'server', 'dist', 'server.js');
const WEB_DIST = path.join(REPO, 'apps', 'web', 'dist');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const waitForHealth = async (port: number, server: ChildProcess, log: () => string) => {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited early:\n${log()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`The server did not answer /api/health within 30 s:\n${log()}`);
};

/**
 * Starts the real built server on a free port with a fresh SQLite database and seeded tenants, like an
 * operator would; the tests browse it at http://<slug>.localhost:<port>.
 */
export default async function globalSetup() {
  if (!fs.existsSync(SERVER)) throw new Error(`${SERVER} is missing: run npm run build first.`);
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html')))
    throw new Error(`${WEB_DIST} has no index.html: run npm run build first.`);
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-e2e-'));
  // The server serves a copy of the portal's build taken now, so a build started while the tests run
  // (vite empties dist first) cannot pull the pages from under them.
  const webDist = path.join(dataDir, 'web');
  fs.cpSync(WEB_DIST, webDist, { recursive: true });
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PORTICO_DATA_DIR: dataDir,
    DATABASE_URL: `sqlite:${path.join(dataDir, 'portico.db')}`,
    PORTICO_BASE_URL: `http://localhost:${port}`,
    PORTICO_LOG_LEVEL: 'warn',
    PORTICO_WEB_DIST: webDist,
  };
  const seed = execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'seed.mjs')],
    {
      cwd: REPO,
      env,
      encoding: 'utf8',
    },
  );
  const seedFile = path.join(dataDir, 'seed.json');
  fs.writeFileSync(seedFile, seed);

  let output = '';
  const server = spawn(process.execPath, [SERVER], { cwd: REPO, env, stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  server.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  await waitForHealth(port, server, () => output);

  process.env.PORTICO_E2E_PORT = String(port);
  process.env.PORTICO_E2E_SEED = seedFile;

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
