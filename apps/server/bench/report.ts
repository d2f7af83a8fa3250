import os from 'node:os';
import type { Result } from 'autocannon';
import type { Workload } from './workloads';

export interface Row {
  workload: Workload;
  result: Result;
  rssMb: number;
}

export interface Report {
  dialect: string;
  items: number;
  connections: number;
  duration: number;
  coldStartMs: number;
  seedSeconds: number;
  rows: Row[];
  bare: Map<string, Result>;
}

/** Targets of the issue on this machine (SQLite); on PostgreSQL they are shown for comparison only. */
export const LIMITS = { rssMb: 200, coldStartMs: 1000 };

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** The results as a Markdown table, with each target and whether it was met. */
export const report = (r: Report): string => {
  const lines: string[] = [];
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  lines.push(
    '',
    `Portico benchmark — ${r.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'}, ${fmt(r.items)} items (12 columns), ` +
      `${r.connections} connections, ${r.duration} s per workload`,
    `${new Date().toISOString().slice(0, 10)}, ${cpu}, ${os.cpus().length} cores, Node ${process.version}; seeded in ${fmt(r.seedSeconds, 1)} s`,
    '',
    '| Workload | req/s | p50 ms | p99 ms | non-2xx | peak RSS MB | × bare | target | met |',
    '|---|---:|---:|---:|---:|---:|---:|---|:-:|',
  );
  let peak = 0;
  for (const { workload: w, result, rssMb } of r.rows) {
    peak = Math.max(peak, rssMb);
    const rps = result.requests.average;
    const bare = r.bare.get(w.id);
    const ratio = bare ? rps / bare.requests.average : null;
    const t = w.target;
    const met =
      (t.minRps === undefined || rps >= t.minRps) &&
      (t.maxP99 === undefined || result.latency.p99 <= t.maxP99) &&
      (t.minRatio === undefined || (ratio !== null && ratio >= t.minRatio)) &&
      result.non2xx === 0 &&
      result.errors === 0;
    const target = [
      t.minRps && `≥ ${fmt(t.minRps)} req/s`,
      t.minRatio && `≥ ${t.minRatio}× bare`,
      t.maxP99 && `p99 ≤ ${t.maxP99} ms`,
    ]
      .filter(Boolean)
      .join(', ');
    lines.push(
      `| ${w.id} ${w.title} | ${fmt(rps)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx + result.errors} | ` +
        `${fmt(rssMb)} | ${ratio === null ? '' : fmt(ratio, 2)} | ${target} | ${met ? 'yes' : 'no'} |`,
    );
  }
  for (const [id, result] of r.bare) {
    lines.push(
      `| bare ${id} (Fastify + driver, same page) | ${fmt(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} | | 1.00 | | |`,
    );
  }
  lines.push(
    '',
    `Cold start (spawn → first /api/health): ${fmt(r.coldStartMs)} ms (target ≤ ${LIMITS.coldStartMs} ms: ${r.coldStartMs <= LIMITS.coldStartMs ? 'met' : 'not met'}).`,
    `Peak server RSS under load: ${fmt(peak)} MB (target ≤ ${LIMITS.rssMb} MB: ${peak <= LIMITS.rssMb ? 'met' : 'not met'}).`,
    '',
  );
  return lines.join('\n');
};
