import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestDatabase } from './context';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A free loopback port (the server's configuration wants a number, not 0). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

export interface ServerProcess {
  port: number;
  child: ChildProcess;
  /** Everything the process wrote, for failure messages. */
  output: () => string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string>;
}

/** A raw HTTP request to the process, with the tenant's host header (Node's fetch cannot set Host). */
export const request = (
  port: number,
  options: { method?: string; path: string; host: string; headers?: Record<string, string>; body?: string },
) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: { host: options.host, ...options.headers },
        agent: false,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });

/**
 * Starts `src/server.ts` in its own process on the test database, as `npm start` runs it (through tsx
 * instead of the build), and waits until it answers /api/health.
 */
export const startServer = async (
  db: TestDatabase,
  env: Record<string, string> = {},
): Promise<ServerProcess> => {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: db.url,
      PORTICO_DATA_DIR: db.dataDir,
      PORTICO_WEB_DIST: path.join(db.dataDir, 'no-web-build'),
      PORTICO_LOG_LEVEL: 'warn',
      // No drain on a stop signal unless a test asks for one (lifecycle.test.ts).
      PORTICO_DRAIN_DELAY: '0s',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const deadline = Date.now() + 45_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited while starting:\n${output}`);
    try {
      const health = await request(port, { path: '/api/health', host: 'localhost' });
      if (health.status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start within 45 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { port, child, output: () => output, exited };
};
