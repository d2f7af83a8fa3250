import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialect } from '../support/context';
import { adminQuery, databaseUrlFor } from '../support/postgres';
import { type ServerProcess, freePort, request, startServer } from '../support/server-process';

/**
 * Issue 24: every line the server writes is one JSON object of its log (lib/logger.ts) — the warnings an
 * operator must see above all, which a log pipeline would otherwise mishandle — and so is the reason it
 * could not start.
 */

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

interface LogLine {
  level: number;
  msg: string;
  err?: { message?: string };
  [key: string]: unknown;
}

/** The complete lines of an output, each parsed: a line that is not a JSON object fails the test. */
const logLines = (output: string): LogLine[] =>
  output
    .split('\n')
    .slice(0, -1)
    .map((line) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(line);
      } catch {
        throw new Error(`a line outside the log format: ${line}`);
      }
      expect(parsed, line).toMatchObject({ level: expect.any(Number), time: expect.any(Number) });
      return parsed as LogLine;
    });

/** Runs the server as `npm start` does until it exits (it cannot start); resolves its code and output. */
const runUntilExit = async (env: Record<string, string>) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-fatal-'));
  try {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverDir,
      env: {
        PATH: process.env.PATH ?? '',
        PORT: String(await freePort()),
        HOST: '127.0.0.1',
        PORTICO_DATA_DIR: dataDir,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
    return { code, output };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};

describe('a server that cannot start', () => {
  it('says why in one fatal JSON line and exits 2 for a bad setting', async () => {
    const { code, output } = await runUntilExit({ PORTICO_TENANT_WALL: 'sometimes' });
    expect(code, output).toBe(2);
    const lines = logLines(output);
    expect(lines).toEqual([
      expect.objectContaining({ level: 60, msg: expect.stringContaining('PORTICO_TENANT_WALL: must be') }),
    ]);
    expect(lines[0]?.msg).toMatch(/^Invalid configuration:\n {2}- /);
  }, 60_000);

  it('logs the error as JSON and exits 1 when its database cannot be reached', async () => {
    const { code, output } = await runUntilExit({ DATABASE_URL: 'postgres://portico@127.0.0.1:1/none' });
    expect(code, output).toBe(1);
    expect(logLines(output)).toEqual([
      expect.objectContaining({
        level: 60,
        msg: 'the server could not start',
        err: expect.objectContaining({ message: expect.stringContaining('ECONNREFUSED') }) as unknown,
      }),
    ]);
  }, 60_000);
});

describe('what Node itself would print', () => {
  it('a process warning and the crash of an uncaught exception are JSON lines of the log', async () => {
    const db = await createTestDatabase();
    // A module loaded before the server that, once told to (a file appears), makes Node warn, then crash.
    const trigger = (name: string) => path.join(db.dataDir, name);
    const preload = path.join(db.dataDir, 'misbehave.mjs');
    fs.writeFileSync(
      preload,
      `import fs from 'node:fs';
      const timer = setInterval(() => {
        if (fs.existsSync(${JSON.stringify(trigger('warn'))})) { fs.rmSync(${JSON.stringify(trigger('warn'))}); process.emitWarning('a test warning'); }
        if (fs.existsSync(${JSON.stringify(trigger('crash'))})) { clearInterval(timer); throw new Error('a test crash'); }
      }, 50);
      timer.unref();`,
    );
    const server = await startServer(db, { NODE_OPTIONS: `--import=${pathToFileURL(preload).href}` });
    try {
      const find = (msg: string) => logLines(server.output()).find((line) => line.msg.startsWith(msg));
      fs.writeFileSync(trigger('warn'), '');
      for (let i = 0; i < 200 && !find('process warning'); i += 1)
        await new Promise((r) => setTimeout(r, 50));
      expect(find('process warning'), server.output()).toMatchObject({
        level: 40,
        msg: 'process warning: a test warning',
      });
      fs.writeFileSync(trigger('crash'), '');
      expect(await server.exited).toBe(1);
      expect(find('uncaught exception'), server.output()).toMatchObject({
        level: 60,
        err: { message: 'a test crash' },
      });
      // And nothing else came out as text (logLines throws on such a line).
      expect(logLines(server.output()).length).toBeGreaterThan(1);
    } finally {
      server.child.kill('SIGKILL');
      await db.drop();
    }
  }, 90_000);
});

const describeOnPostgres = testDialect() === 'postgres' ? describe : describe.skip;

describeOnPostgres('a server whose database role cannot use the tenant wall', () => {
  // An installation whose role can neither create roles nor use the one an operator made (as in
  // src/db/tenant-wall.test.ts): PORTICO_TENANT_WALL=auto starts it with a warning.
  const id = Math.random().toString(36).slice(2, 10);
  const [role, name] = [`portico_owner_${id}`, `portico_t_logs_${id}`];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-logs-'));
  let server: ServerProcess;

  beforeAll(async () => {
    await adminQuery(`CREATE ROLE ${role} LOGIN NOSUPERUSER NOCREATEROLE`);
    await adminQuery(`CREATE DATABASE ${name} OWNER ${role}`);
    const url = new URL(databaseUrlFor(name));
    url.username = role;
    server = await startServer(
      { url: url.toString(), dataDir, drop: async () => {} },
      { PORTICO_LOG_LEVEL: 'info', PORTICO_TENANT_WALL: 'auto' },
    );
  }, 90_000);

  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await adminQuery(`DROP ROLE IF EXISTS ${role}`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('warns in a JSON line of its log that row-level security is not in force', () => {
    const warnings = logLines(server.output()).filter((line) => line.level === 40);
    expect(warnings).toEqual([
      expect.objectContaining({
        tenantWall: 'auto',
        msg: expect.stringContaining('row-level security between tenants is not in force') as unknown,
      }),
    ]);
  });

  it('warns in a JSON line when the database ends its connections, and serves on', async () => {
    const lost = () =>
      logLines(server.output()).find((line) => line.msg === 'database connection lost (will reconnect)');
    // A pooled connection is idle right after a request; an administrator ends every one of them.
    // A request made before the pool has read a connection's end may fail with it (the machine may be slow
    // to deliver it): only what comes after the warning is asserted.
    for (let attempt = 0; attempt < 20 && !lost(); attempt += 1) {
      await request(server.port, { path: '/api/health', host: 'localhost' });
      await adminQuery(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND pid <> pg_backend_pid()`,
      );
      for (let wait = 0; wait < 20 && !lost(); wait += 1) await new Promise((r) => setTimeout(r, 100));
    }
    expect(lost(), server.output()).toMatchObject({
      level: 40,
      // PostgreSQL's own notice, or the driver's when the socket closed before the notice was read.
      err: { message: expect.stringMatching(/terminating connection|Connection terminated/) as unknown },
    });
    // It serves on: the ended connections leave the pool, new ones are opened.
    let status = 0;
    for (let attempt = 0; attempt < 20 && status !== 200; attempt += 1) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, 250));
      status = (await request(server.port, { path: '/api/health', host: 'localhost' })).status;
    }
    expect(status).toBe(200);
    // Every line is the log's, the request lines included.
    expect(logLines(server.output()).some((line) => line.msg === 'incoming request')).toBe(true);
  }, 60_000);
});
