/// <reference types="node" />
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Starting the real, built portal server for browser tests (the global setup's, and specs with their own). */

export const REPO = path.resolve(import.meta.dirname, '..', '..', '..', '..');
export const SERVER = path.join(REPO, 'apps', 'server', 'dist', 'server.js');
export const CLI = path.join(REPO, 'apps', 'server', 'dist', 'cli.js');
export const WEB_DIST = path.join(REPO, 'apps', 'web', 'dist');

/** A free loopback port. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

export interface Portal {
  port: number;
  dataDir: string;
  /** The server's environment: also what the CLI needs to work on the same database. */
  env: NodeJS.ProcessEnv;
}

/**
 * A fresh data directory and SQLite database on a free port, served at http://<slug>.localhost:<port>. The
 * portal's build is copied in, so a build started while tests run (vite empties dist first) cannot pull the
 * pages from under them.
 */
export const preparePortal = async (
  prefix: string,
  options: { port?: number; env?: Record<string, string> } = {},
): Promise<Portal> => {
  const port = options.port ?? (await freePort());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
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
    // The seeded login links are fixtures of the whole run, which can outlast the default 15 minutes on a
    // slow machine (a link used by a late test had expired).
    PORTICO_LOGIN_TOKEN_TTL: '24h',
    ...options.env,
  };
  return { port, dataDir, env };
};

/** Starts the built server of a prepared portal and waits until it answers /api/health (30 s at most). */
export const startPortal = async (portal: Portal): Promise<ChildProcess> => {
  let output = '';
  const server = spawn(process.execPath, [SERVER], {
    cwd: REPO,
    env: portal.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  server.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited early:\n${output}`);
    try {
      const response = await fetch(`http://127.0.0.1:${portal.port}/api/health`);
      if (response.ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  server.kill('SIGKILL');
  throw new Error(`The server did not answer /api/health within 30 s:\n${output}`);
};

/** Stops a portal's server and removes its data. */
export const stopPortal = async (portal: Portal, server: ChildProcess | undefined) => {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  fs.rmSync(portal.dataDir, { recursive: true, force: true });
};
