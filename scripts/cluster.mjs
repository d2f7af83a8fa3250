// `npm run cluster`: Portico as it runs at scale, on one machine. N instances of the built server on one
// PostgreSQL database, files in an S3-compatible store, behind HAProxy with health checks on /api/health.
//
//   npm run cluster                       # 2 instances, balancer on :8080, http://demo.localhost:8080
//   npm run cluster -- --instances 3 --port 9000
//
// DATABASE_URL picks the database (default: postgres://postgres@127.0.0.1:5432/portico_cluster, created when
// missing). PORTICO_STORAGE_URL picks the file store; when it is unset, an S3 protocol server (s3rver, a
// development dependency) runs beside the instances with its files under data/cluster/s3. HAProxy checks each
// instance's readiness (/api/health/ready: 503 while it drains or cannot reach the database). HAProxy comes from
// the system (`apt-get install haproxy`; installed here when missing and running as root on Debian).
// Ctrl-C stops everything: the instances drain first (SIGTERM).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { APT_WAIT } from './chromium.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = path.join(REPO, 'apps', 'server');
const BUCKET = 'portico';

/** A free loopback port, for the parts that want a number in their configuration. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const which = (command) =>
  spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).stdout.trim();

/** The HAProxy binary: on the PATH, else installed with apt-get when running as root on Debian. */
export const ensureHaproxy = (log = console.log) => {
  const found = which('haproxy') || (fs.existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : '');
  if (found) return found;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!root || !which('apt-get')) {
    throw new Error('HAProxy is not installed: install it (Debian/Ubuntu: sudo apt-get install haproxy)');
  }
  log('HAProxy is missing: installing it with apt-get (running as root)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // Waiting for the package lock: a second copy of the test suite may be installing it at the same moment.
  const apt = (args) =>
    spawnSync('apt-get', [...args, ...APT_WAIT], { stdio: ['ignore', 'ignore', 'inherit'], env }).status ===
    0;
  if (!apt(['install', '-y', '--no-install-recommends', 'haproxy'])) {
    apt(['update']);
    if (!apt(['install', '-y', '--no-install-recommends', 'haproxy'])) {
      throw new Error('apt-get could not install haproxy');
    }
  }
  return which('haproxy') || '/usr/sbin/haproxy';
};

/**
 * The balancer's configuration. Round robin over the instances, each checked every second on its readiness:
 * two failed checks take an instance out (a draining instance answers 503, so it leaves before it stops),
 * two good ones bring it back. A request is retried on another instance only when its connection could not
 * be made — never once it was sent, so a write is never applied twice. Server-sent events stay open through
 * the heartbeats the server sends every 25 seconds. The balancer appends the client's address to
 * X-Forwarded-For (the instances believe one hop: PORTICO_TRUST_PROXY=1) and writes X-Forwarded-Proto
 * itself; a client's X-Forwarded-Host is dropped (the Host header passes as it is).
 */
export const haproxyConfig = ({ port, instances }) =>
  [
    'global',
    '  maxconn 4096',
    '',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-request 15s',
    '  timeout queue 15s',
    // A health check may wait for a busy database: an instance that is slow is not taken out for it (with
    // every instance out, the balancer would refuse everything).
    '  timeout check 5s',
    '  option redispatch',
    '  retries 2',
    '  retry-on conn-failure',
    '',
    'frontend portico',
    `  bind 127.0.0.1:${port}`,
    '  option forwardfor',
    '  http-request set-header X-Forwarded-Proto http',
    '  http-request del-header X-Forwarded-Host',
    '  default_backend instances',
    '',
    'backend instances',
    '  balance roundrobin',
    '  option httpchk',
    '  http-check send meth GET uri /api/health/ready',
    '  http-check expect status 200',
    '  default-server inter 1s fastinter 500ms fall 2 rise 2',
    ...instances.map((instance) => `  server ${instance.name} 127.0.0.1:${instance.port} check`),
    '',
  ].join('\n');

/** Resolves once `url` answers 200, or rejects after `timeoutMs`. */
export const waitForOk = (url, timeoutMs = 30_000, host) => {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const req = http.get(url, { agent: false, headers: host ? { host } : {} }, (res) => {
        res.resume();
        if (res.statusCode === 200) resolve();
        else retry(`status ${res.statusCode}`);
      });
      req.on('error', (error) => retry(error.message));
      req.setTimeout(2_000, () => req.destroy(new Error('timed out')));
    };
    const retry = (why) => {
      if (Date.now() > deadline) reject(new Error(`${url} did not answer 200 in time (${why})`));
      else setTimeout(attempt, 200);
    };
    attempt();
  });
};

/** Creates the PostgreSQL database of `url` when it does not exist yet. */
const ensureDatabase = async (url) => {
  const { default: pg } = await import('pg');
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
};

/** Runs a command to its end without blocking this process's event loop. */
const run = (command, args, env) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => ((stdout += chunk), (output += chunk)));
    child.stderr.setEncoding('utf8').on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, output }));
  });

/** Prefixes each line a child writes with its name. */
const pipeLines = (stream, name, log) => {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) log(`[${name}] ${line}`);
  });
};

/**
 * Starts HAProxy (haproxyConfig) on `port` in front of `instances` (each `{ name, port }`, already
 * serving) and resolves once it routes to them; `stop()` ends it. Its configuration file is written to
 * `dataDir`. The cluster's balancer, and the one test/process/trusted-proxy.test.ts puts in front of a
 * single server.
 */
export const startBalancer = async ({ port, instances, dataDir, log = console.log, haproxy }) => {
  const binary = haproxy ?? ensureHaproxy(log);
  fs.mkdirSync(dataDir, { recursive: true });
  const config = path.join(dataDir, 'haproxy.cfg');
  fs.writeFileSync(config, haproxyConfig({ port, instances }));
  const balancer = spawn(binary, ['-f', config, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
  pipeLines(balancer.stdout, 'lb', log);
  pipeLines(balancer.stderr, 'lb', log);
  const exited = new Promise((resolve) => balancer.once('exit', resolve));
  const stop = async () => {
    if (balancer.exitCode === null && balancer.signalCode === null) balancer.kill('SIGTERM');
    await exited;
  };
  try {
    await waitForOk(`http://127.0.0.1:${port}/api/health/ready`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, stop };
};

/**
 * Starts the cluster and resolves once the balancer routes to every instance. Options: `instances`
 * (default 2), `port` (the balancer's; default a free one), `databaseUrl`, `storage` (environment
 * settings for the file store; default an s3rver of its own under `dataDir`), `dataDir`, `env` (more
 * settings for every instance), `log`; for tests, `server` (the node arguments that start an instance,
 * run in `apps/server`; default the build) and `demo: false` (no demo tenant).
 */
export const startCluster = async (options = {}) => {
  const log = options.log ?? console.log;
  const count = options.instances ?? 2;
  const dataDir = options.dataDir ?? path.join(REPO, 'data', 'cluster');
  const databaseUrl = options.databaseUrl ?? 'postgres://postgres@127.0.0.1:5432/portico_cluster';
  if (!/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new Error('A cluster runs on PostgreSQL: set DATABASE_URL');
  const serverJs = path.join(SERVER, 'dist', 'server.js');
  const cliJs = path.join(SERVER, 'dist', 'cli.js');
  const serverArgs = options.server ?? ['--max-old-space-size=256', serverJs];
  const demo = options.demo ?? true;
  if (!options.server && !fs.existsSync(serverJs)) throw new Error('Build first: npm run build');
  if (demo && !fs.existsSync(cliJs)) throw new Error('Build first: npm run build');
  const haproxy = ensureHaproxy(log);
  fs.mkdirSync(dataDir, { recursive: true });
  await ensureDatabase(databaseUrl);

  const stops = [];
  const stop = async () => {
    for (const fn of stops.reverse()) await fn();
    stops.length = 0;
  };

  try {
    let storage = options.storage;
    if (!storage) {
      const { default: S3rver } = await import(pathToFileURL(require_('s3rver')).href);
      const s3 = new S3rver({
        address: '127.0.0.1',
        port: 0,
        silent: true,
        directory: path.join(dataDir, 's3'),
        configureBuckets: [{ name: BUCKET }],
      });
      const { port: s3Port } = await s3.run();
      stops.push(() => s3.close());
      storage = {
        PORTICO_STORAGE_URL: `s3://${BUCKET}/files`,
        PORTICO_S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
        PORTICO_S3_REGION: 'us-east-1',
        PORTICO_S3_FORCE_PATH_STYLE: 'true',
        PORTICO_S3_ACCESS_KEY_ID: 'S3RVER',
        PORTICO_S3_SECRET_ACCESS_KEY: 'S3RVER',
      };
      log(`[s3] an S3 protocol server (s3rver) on 127.0.0.1:${s3Port}, bucket "${BUCKET}"`);
    }

    const port = options.port ?? (await freePort());
    const baseEnv = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      DATABASE_URL: databaseUrl,
      PORTICO_DATA_DIR: dataDir,
      PORTICO_BASE_URL: `http://localhost:${port}`,
      // One balancer in front: the instances believe the one hop it adds to X-Forwarded-For.
      PORTICO_TRUST_PROXY: '1',
      PORTICO_LOG_LEVEL: process.env.PORTICO_LOG_LEVEL ?? 'info',
      ...storage,
      ...options.env,
    };

    // The schema and the demo tenant, once, before any instance starts.
    // Not spawnSync: the S3 server answering the demo's uploads runs in this process's event loop.
    if (demo) {
      const made = await run(process.execPath, [cliJs, 'demo'], baseEnv);
      if (made.code !== 0) throw new Error(`portico demo failed:\n${made.output}`);
      for (const line of made.stdout.trim().split('\n')) log(line);
    }

    const instances = [];
    for (let i = 1; i <= count; i += 1) {
      const instance = { name: `i${i}`, port: await freePort(), child: null, exited: null };
      instance.start = () => {
        const child = spawn(process.execPath, serverArgs, {
          cwd: SERVER,
          env: { ...baseEnv, PORT: String(instance.port), HOST: '127.0.0.1' },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        pipeLines(child.stdout, instance.name, log);
        pipeLines(child.stderr, instance.name, log);
        instance.child = child;
        instance.exited = new Promise((resolve) =>
          child.once('exit', (code, signal) => resolve(code ?? signal)),
        );
        return waitForOk(`http://127.0.0.1:${instance.port}/api/health/ready`, 90_000);
      };
      instance.kill = (signal = 'SIGTERM') => {
        if (instance.child && instance.child.exitCode === null && instance.child.signalCode === null) {
          instance.child.kill(signal);
        }
        return instance.exited;
      };
      instances.push(instance);
      stops.push(() => instance.kill('SIGTERM'));
    }
    await Promise.all(instances.map((instance) => instance.start()));

    const balancer = await startBalancer({ port, instances, dataDir, log, haproxy });
    stops.push(balancer.stop);

    return { port, url: `http://127.0.0.1:${port}`, instances, env: baseEnv, stop };
  } catch (error) {
    await stop();
    throw error;
  }
};

/** Resolves a package from the server's workspace (s3rver is one of its development dependencies). */
const require_ = (name) => {
  const pkg = path.join(REPO, 'node_modules', name, 'package.json');
  if (!fs.existsSync(pkg)) throw new Error(`${name} is not installed: run npm ci`);
  const { main = 'index.js' } = JSON.parse(fs.readFileSync(pkg, 'utf8'));
  return path.join(path.dirname(pkg), main);
};

const parseArgs = (argv) => {
  const options = {};
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (flag === '--instances' || flag === '--port') {
      const n = Number(value);
      if (!Number.isInteger(n) || n < 1 || (flag === '--port' && n > 65535)) {
        throw new Error(`${flag} needs a whole number, not "${value ?? ''}"`);
      }
      options[flag.slice(2)] = n;
      i += 1;
    } else {
      throw new Error(`Unknown option ${flag} (use --instances N and --port P)`);
    }
  }
  return options;
};

const main = async () => {
  const options = { instances: 2, port: 8080, ...parseArgs(process.argv.slice(2)) };
  const storage = process.env.PORTICO_STORAGE_URL
    ? Object.fromEntries(
        Object.entries(process.env).filter(([key]) => /^PORTICO_(STORAGE_URL|S3_)/.test(key)),
      )
    : undefined;
  const cluster = await startCluster({ ...options, databaseUrl: process.env.DATABASE_URL, storage });
  console.log(
    `\nPortico cluster: ${cluster.instances.length} instances (${cluster.instances
      .map((i) => `${i.name} :${i.port}`)
      .join(', ')}) behind HAProxy at http://demo.localhost:${cluster.port}\nCtrl-C stops it.\n`,
  );
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    console.log('stopping the cluster (instances drain first)…');
    cluster.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
