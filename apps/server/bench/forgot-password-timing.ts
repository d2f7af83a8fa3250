// How long POST /api/auth/forgot-password takes to answer for an address with an account and for one
// without (docs/security.md, "Forgotten passwords"). Alternates the two, each from its own client address
// (the per-address limits never refuse), and prints the medians and their ratio.
//
//   npx tsx apps/server/bench/forgot-password-timing.ts [rounds]      # SQLite in a temporary directory
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/portico_timing npx tsx apps/server/bench/…
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app';
import { createContext } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import { createServices } from '../src/services';

const rounds = Number(process.argv[2] ?? 20);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-timing-'));
const config = loadConfig({
  ...process.env,
  PORTICO_DATA_DIR: dataDir,
  PORTICO_LOG_LEVEL: 'silent',
  PORTICO_WEB_DIST: path.join(dataDir, 'no-web-build'),
});
const ctx = await createContext(config);
const services = createServices(ctx);
const slug = `timing-${Date.now().toString(36)}`;
const tenant = await services.tenants.create(slug, { name: 'Timing' });
const known: string[] = [];
for (let i = 0; i < rounds + 2; i += 1) {
  const user = await services.users.create(tenant, {
    email: `known-${i}@timing.test`,
    name: `Known ${i}`,
    password: 'Correct-horse-9',
    status: 'active',
    role: 'client',
  });
  known.push(user.email);
}
const { app } = await buildApp(ctx);

let client = 0;
const ask = async (email: string) => {
  client += 1;
  const started = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    headers: { host: `${slug}.localhost`, 'content-type': 'application/json' },
    remoteAddress: `10.0.${Math.floor(client / 250)}.${client % 250}`,
    payload: JSON.stringify({ slug, email }),
  });
  const ms = performance.now() - started;
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  // Whatever the answer left to do runs now, not during the next request.
  await new Promise((r) => setTimeout(r, 100));
  return ms;
};

// Two rounds of each to warm up (statement caches, JIT), not counted.
for (let i = 0; i < 2; i += 1) {
  await ask(known[rounds + i] as string);
  await ask(`warm-${i}@nobody.test`);
}
const times = { known: [] as number[], unknown: [] as number[] };
for (let i = 0; i < rounds; i += 1) {
  times.known.push(await ask(known[i] as string));
  times.unknown.push(await ask(`nobody-${i}@nobody.test`));
}
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};
const [k, u] = [median(times.known), median(times.unknown)];
process.stdout.write(
  `${ctx.db.dialect}, ${rounds} requests each: known ${k.toFixed(2)} ms, unknown ${u.toFixed(2)} ms (medians), ` +
    `ratio ${(k / u).toFixed(2)}\n`,
);
await app.close();
await ctx.db.destroy();
fs.rmSync(dataDir, { recursive: true, force: true });
