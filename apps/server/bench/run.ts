/**
 * `npm run bench` — seeds a board of 100,000 items (12 columns) into a temporary data directory, starts
 * the real server (built) as a child process, signs in and runs W1–W6 with autocannon; then runs the bare
 * Fastify baseline (bench/bare.ts) on the same database in the same run, and prints one table.
 *
 * Options: --db sqlite|postgres (or PORTICO_BENCH_DB), --items N, --duration S, --connections C,
 * --log-level L (server log level; default warn), --keep (keep the data directory / database),
 * --compression (also runs the read workloads without Accept-Encoding, with gzip and with brotli, and
 * compares req/s, bytes and server CPU per request: bench/encodings.ts), --only W1,P1,… (run only these
 * workloads). A second board of as many items of prose (bench/prose.ts) is seeded for the searches P1–P5;
 * each workload's line also gives the server's CPU time per request.
 * PostgreSQL: PORTICO_BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/test) names the server;
 * a fresh database is created on it and dropped afterwards.
 * `--instances N` (PostgreSQL) also starts N servers behind HAProxy (scripts/cluster.mjs) and runs every
 * workload through a balancer with one of them and through one with all N, in the same run.
 * `--compare-rls` (PostgreSQL) also starts a server with PORTICO_TENANT_WALL=off on the same database and
 * runs every workload on it right after the main server (which has row-level security: db/tenant-wall.ts).
 * `--rounds N` then runs each workload with a bare baseline N more times, alternating with the baseline, and
 * prints the median of the per-round ratios (req/s, and CPU per request): on a noisy host the pair of runs
 * in one round sees the same neighbours, where one long run of each does not.
 * `--cpu-prof DIR` writes a V8 CPU profile of the main server to DIR (and of the bare baseline to DIR/bare) when it stops (open it in Chrome's
 * DevTools, or summarise it with `node scripts/cpu-profile.mjs DIR/*.cpuprofile`).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';
import { ensureHaproxy, haproxyConfig, waitForOk } from '../../../scripts/cluster.mjs';
import { freePort } from '../test/support/server-process';
import { seedBenchData } from './seed';
import { type Workload, workloads } from './workloads';
import { report, type Row } from './report';
import { cpuMs, proseWorkloads } from './prose';
import { staffWorkloads } from './staff';
import { type EncodingRow, encodingReport, readWorkloads, runEncodings } from './encodings';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: opts } = parseArgs({
  options: {
    db: { type: 'string', default: process.env.PORTICO_BENCH_DB ?? 'sqlite' },
    items: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    'log-level': { type: 'string', default: 'warn' },
    keep: { type: 'boolean', default: false },
    compression: { type: 'boolean', default: false },
    only: { type: 'string' },
    instances: { type: 'string', default: '1' },
    'compare-rls': { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' },
    rounds: { type: 'string', default: '0' },
  },
});
const dialect = opts.db === 'postgres' ? 'postgres' : 'sqlite';
const items = Number(opts.items);
const duration = Number(opts.duration);
const connections = Number(opts.connections);
const instances = Number(opts.instances);
const rounds = Number(opts.rounds);
if (!Number.isInteger(rounds) || rounds < 0) throw new Error('--rounds needs a whole number ≥ 0');
if (!Number.isInteger(instances) || instances < 1) throw new Error('--instances needs a whole number ≥ 1');
if (instances > 1 && dialect !== 'postgres') throw new Error('--instances needs --db postgres');
if (opts['compare-rls'] && dialect !== 'postgres') throw new Error('--compare-rls needs --db postgres');

const adminQuery = async (url: string, statement: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

/** A request with a Host header of our choosing (fetch does not allow setting it). */
const call = (url: string, headers: Record<string, string>, body?: string) =>
  new Promise<{ status: number; json: unknown }>((resolve, reject) => {
    const req = http.request(url, { method: body ? 'POST' : 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString()) }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });

/**
 * The server's command as `npm start` runs it (package.json `serve`, with its Node flags), started directly
 * so that the measured process is the server itself.
 */
const serveCommand = (): string[] => {
  const pkg = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  return (pkg.scripts.serve as string).split(/\s+/);
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Peak resident memory of a process while `during` runs (sampled every 50 ms from /proc). */
const peakRss = async <T>(pid: number, during: Promise<T>): Promise<{ result: T; rssMb: number }> => {
  let peak = 0;
  const sample = () => {
    try {
      const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (m) peak = Math.max(peak, Number(m[1]) / 1024);
    } catch {
      // The process ended; keep the last peak.
    }
  };
  const timer = setInterval(sample, 50);
  try {
    const result = await during;
    sample();
    return { result, rssMb: peak };
  } finally {
    clearInterval(timer);
  }
};

/** Spawns a server and waits for `ready` to answer; returns the process and the time it took. */
const start = async (command: string, args: string[], env: NodeJS.ProcessEnv, ready: string) => {
  const started = process.hrtime.bigint();
  const child = spawn(command, args, { cwd: serverDir, env, stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; i < 3000; i++) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    try {
      if ((await fetch(ready)).ok) return { child, ms: Number(process.hrtime.bigint() - started) / 1e6 };
    } catch {
      // Not listening yet.
    }
    await sleep(5);
  }
  throw new Error(`${ready} did not answer`);
};

const stop = async (child: ChildProcess) => {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
};

const load = (
  base: string,
  w: Pick<Workload, 'requests' | 'connections'>,
  headers: Record<string, string>,
  seconds: number,
) =>
  autocannon({
    url: base,
    connections: w.connections ?? connections,
    duration: seconds,
    headers,
    requests: w.requests,
  });

interface Variant {
  label: string;
  base: string;
  /** The server processes whose CPU the variant's requests use. */
  pids: ChildProcess[];
}

interface VariantRow {
  workload: Workload;
  label: string;
  result: Result;
  cpuUs: number;
  /** The main server's result for the same workload, run just before. */
  main: Result;
}

const fmtInt = (n: number) => Math.round(n).toLocaleString('en-US');

/** The comparisons as a Markdown table: each variant's req/s against the main server's, run back to back. */
const variantReport = (rows: VariantRow[]) => {
  const lines = [
    '',
    `Comparisons (each right after the main run of its workload: one server, direct)`,
    '',
    '| Workload | variant | req/s | main req/s | × main | p50 ms | p99 ms | non-2xx | server CPU µs/req |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.workload.id} ${r.workload.title} | ${r.label} | ${fmtInt(r.result.requests.average)} | ` +
        `${fmtInt(r.main.requests.average)} | ${(r.result.requests.average / r.main.requests.average).toFixed(2)} | ` +
        `${r.result.latency.p50} | ${r.result.latency.p99} | ${r.result.non2xx + r.result.errors} | ${fmtInt(r.cpuUs)} |`,
    );
  }
  return lines.join('\n');
};

/** A load's requests per second and the server's CPU per request while it ran. */
const loadWithCpu = async (pid: number, run: () => Promise<Result>) => {
  const before = cpuMs(pid);
  const result = await run();
  return {
    result,
    rps: result.requests.average,
    cpuUs: ((cpuMs(pid) - before) * 1000) / Math.max(1, result.requests.total),
  };
};

/** Median (min–max) of ratios, to two decimals. */
const spread = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  const at = (i: number) => sorted[i] ?? 0;
  const median = sorted.length % 2 ? at(Math.floor(mid)) : (at(mid - 1) + at(mid)) / 2;
  const f = (n: number | undefined) => (n ?? 0).toFixed(2);
  return `median ${f(median)} (${f(sorted[0])}–${f(sorted[sorted.length - 1])})`;
};

const main = async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-bench-'));
  const pgBase = process.env.PORTICO_BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const pgName = `portico_bench_${Date.now().toString(36)}`;
  let databaseUrl = `sqlite:${path.join(dataDir, 'portico.db')}`;
  if (dialect === 'postgres') {
    await adminQuery(pgBase, `CREATE DATABASE ${pgName}`);
    const url = new URL(pgBase);
    url.pathname = `/${pgName}`;
    databaseUrl = url.toString();
  }
  const port = await freePort();
  const env = {
    DATABASE_URL: databaseUrl,
    PORTICO_DATA_DIR: dataDir,
    PORTICO_BASE_URL: `http://localhost:${port}`,
    PORT: String(port),
    HOST: '127.0.0.1',
    PORTICO_LOG_LEVEL: opts['log-level'] ?? 'warn',
  };
  const children: ChildProcess[] = [];
  try {
    console.log(`Seeding ${items.toLocaleString('en-US')} items into ${dialect}…`);
    const data = await seedBenchData(env, items);
    if (dialect === 'postgres') await adminQuery(databaseUrl, 'VACUUM ANALYZE');
    console.log(`Seeded in ${data.seconds.toFixed(1)} s. Building the server…`);
    if (spawnSync('node', ['build.mjs'], { cwd: serverDir, stdio: 'inherit' }).status !== 0)
      throw new Error('build failed');

    const base = `http://127.0.0.1:${port}`;
    const [command, ...serveArgs] = serveCommand();
    const cpuProf = opts['cpu-prof']
      ? path.resolve(process.env.INIT_CWD ?? process.cwd(), opts['cpu-prof'])
      : null;
    const args = cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${cpuProf}`, ...serveArgs] : serveArgs;
    const server = await start(command as string, args, { ...process.env, ...env }, `${base}/api/health`);
    children.push(server.child);
    const host = `${data.slug}.localhost:${port}`;
    const login = await call(
      `${base}/api/auth/login`,
      { host, 'content-type': 'application/json' },
      JSON.stringify({ email: data.email, password: data.password, slug: data.slug }),
    );
    if (login.status !== 200)
      throw new Error(`sign-in failed: ${login.status} ${JSON.stringify(login.json)}`);
    const token = (login.json as { data: { accessToken: string } }).data.accessToken;
    const headers = { host, authorization: `Bearer ${token}` };
    const staffLogin = await call(
      `${base}/api/auth/login`,
      { host, 'content-type': 'application/json' },
      JSON.stringify({ email: data.staffEmail, password: data.staffPassword, slug: data.slug }),
    );
    if (staffLogin.status !== 200)
      throw new Error(`staff sign-in failed: ${staffLogin.status} ${JSON.stringify(staffLogin.json)}`);
    const staffToken = (staffLogin.json as { data: { accessToken: string } }).data.accessToken;
    const headersOf = (w: Workload) => (w.staff ? { host, authorization: `Bearer ${staffToken}` } : headers);

    // A cursor into the middle of the board, by walking it as a client would.
    let cursor = '';
    for (let i = 0; i < Math.floor(items / 25 / 2); i++) {
      const q = new URLSearchParams({ boardId: data.boardId, ...(cursor && { cursor }) });
      const page = (await call(`${base}/api/boards/getAllItems?${q}`, headers)).json as {
        data: { cursor: string };
      };
      cursor = page.data.cursor;
    }
    const [gpos, pos] = JSON.parse(
      Buffer.from(cursor.split('.')[0] as string, 'base64url').toString(),
    ) as number[];
    const only = opts.only?.split(',');
    const list = [
      ...workloads(data, { cursor, gpos: gpos as number, pos: pos as number }),
      ...proseWorkloads(data.proseBoardId),
      ...staffWorkloads(data),
    ].filter((w) => !only || only.includes(w.id));

    // The bare baseline runs alongside (idle until its turn), so each of its runs directly follows the
    // workload it is compared with: both see the same machine.
    const barePort = await freePort();
    const bareBase = `http://127.0.0.1:${barePort}`;
    const bare = await start(
      'node',
      [
        ...(cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${cpuProf}/bare`] : []),
        '--import',
        'tsx',
        'bench/bare.ts',
      ],
      {
        ...process.env,
        PORT: String(barePort),
        BENCH_DATABASE_URL: databaseUrl,
        BENCH_TENANT_ID: data.tenantId,
        BENCH_BOARD_ID: data.boardId,
      },
      `${bareBase}/page`,
    );
    children.push(bare.child);

    // The comparison of --instances: more servers on the same database behind two balancers (one with the
    // main server alone, one with all of them), each run right after the main run of every workload.
    const variants: Variant[] = [];
    if (instances > 1) {
      const haproxy = ensureHaproxy();
      const more = [];
      for (let i = 2; i <= instances; i++) {
        const p = await freePort();
        const s2 = await start(
          command as string,
          args,
          { ...process.env, ...env, PORT: String(p) },
          `http://127.0.0.1:${p}/api/health`,
        );
        children.push(s2.child);
        more.push({ name: `i${i}`, port: p, child: s2.child });
      }
      const all = [{ name: 'i1', port, child: server.child }, ...more];
      for (const backends of [all.slice(0, 1), all]) {
        const lbPort = await freePort();
        const config = path.join(dataDir, `haproxy-${backends.length}.cfg`);
        fs.writeFileSync(config, haproxyConfig({ port: lbPort, instances: backends }));
        const lb = spawn(haproxy, ['-f', config, '-db'], { stdio: ['ignore', 'ignore', 'inherit'] });
        children.push(lb);
        await waitForOk(`http://127.0.0.1:${lbPort}/api/health`);
        variants.push({
          label: `${backends.length} instance${backends.length > 1 ? 's' : ''} behind HAProxy`,
          base: `http://127.0.0.1:${lbPort}`,
          pids: backends.map((b) => b.child),
        });
      }
    }
    if (opts['compare-rls']) {
      const p = await freePort();
      const open = await start(
        command as string,
        args,
        { ...process.env, ...env, PORT: String(p), PORTICO_TENANT_WALL: 'off' },
        `http://127.0.0.1:${p}/api/health`,
      );
      children.push(open.child);
      variants.push({
        label: 'without row-level security',
        base: `http://127.0.0.1:${p}`,
        pids: [open.child],
      });
    }
    const variantRows: VariantRow[] = [];

    const rows: Row[] = [];
    const bareResults = new Map<string, Result>();
    for (const w of list) {
      await load(base, w, headersOf(w), 3); // warm-up
      const cpuBefore = cpuMs(server.child.pid as number);
      const { result, rssMb } = await peakRss(
        server.child.pid as number,
        load(base, w, headersOf(w), duration),
      );
      const cpuUs =
        ((cpuMs(server.child.pid as number) - cpuBefore) * 1000) / Math.max(1, result.requests.total);
      rows.push({ workload: w, result, rssMb });
      console.log(
        `${w.id} ${w.title}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, ` +
          `p99 ${result.latency.p99} ms, server CPU ${Math.round(cpuUs)} µs/request`,
      );
      for (const v of variants) {
        await load(v.base, w, headersOf(w), 3); // warm-up
        const before = v.pids.reduce((sum, c) => sum + cpuMs(c.pid as number), 0);
        const r = await load(v.base, w, headersOf(w), duration);
        const after = v.pids.reduce((sum, c) => sum + cpuMs(c.pid as number), 0);
        const us = ((after - before) * 1000) / Math.max(1, r.requests.total);
        variantRows.push({ workload: w, label: v.label, result: r, cpuUs: us, main: result });
        console.log(
          `   ${v.label} ${w.id}: ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, ` +
            `p99 ${r.latency.p99} ms, server CPU ${Math.round(us)} µs/request`,
        );
      }
      if (w.bare) {
        const bareLoad = { requests: [{ method: 'GET', path: w.bare }] };
        await load(bareBase, bareLoad, {}, 3);
        const b = await loadWithCpu(bare.child.pid as number, () => load(bareBase, bareLoad, {}, duration));
        bareResults.set(w.id, b.result);
        console.log(
          `   bare ${w.id}: ${Math.round(b.rps)} req/s, p99 ${b.result.latency.p99} ms, ` +
            `server CPU ${Math.round(b.cpuUs)} µs/request`,
        );
        if (rounds > 0) {
          const portalPid = server.child.pid as number;
          const barePid = bare.child.pid as number;
          const perRound: { rps: number; cpu: number }[] = [];
          for (let round = 0; round < rounds; round++) {
            const p = await loadWithCpu(portalPid, () => load(base, w, headersOf(w), duration));
            const q = await loadWithCpu(barePid, () => load(bareBase, bareLoad, {}, duration));
            perRound.push({ rps: p.rps / q.rps, cpu: q.cpuUs / p.cpuUs });
          }
          console.log(
            `   ${w.id} × bare, ${rounds} alternating rounds of ${duration} s: req/s ratio ` +
              `${spread(perRound.map((r) => r.rps))}; CPU per request, bare / portal ` +
              `${spread(perRound.map((r) => r.cpu))}`,
          );
        }
      }
    }

    const encodingRows: EncodingRow[] = [];
    if (opts.compression) {
      for (const w of readWorkloads(list)) {
        const rows = await runEncodings(server.child.pid as number, w, headersOf(w), duration, (h, seconds) =>
          load(base, w, h, seconds),
        );
        for (const r of rows)
          console.log(
            `${w.id} accept-encoding ${r.encoding}: ${Math.round(r.result.requests.average)} req/s`,
          );
        encodingRows.push(...rows);
      }
    }

    console.log(
      report({
        dialect,
        items,
        connections,
        duration,
        coldStartMs: server.ms,
        seedSeconds: data.seconds,
        rows,
        bare: bareResults,
      }),
    );
    if (encodingRows.length > 0) console.log(encodingReport(encodingRows));
    if (variantRows.length > 0) console.log(variantReport(variantRows));
  } finally {
    for (const child of children) await stop(child);
    if (!opts.keep) {
      if (dialect === 'postgres') await adminQuery(pgBase, `DROP DATABASE IF EXISTS ${pgName} WITH (FORCE)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    } else {
      console.log(`Kept ${dialect === 'postgres' ? databaseUrl : dataDir}`);
    }
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
