/**
 * `npm run bench -- --compression`: the read workloads again, each without Accept-Encoding, with gzip and
 * with brotli, back to back, so that the cost of compressing JSON answers (src/plugins/compression.ts) is
 * seen in the same run: req/s, bytes per response on the wire (headers included, as autocannon counts
 * them) and the server's CPU time per request (user + system, from /proc).
 */
import fs from 'node:fs';
import type { Result } from 'autocannon';
import type { Workload } from './workloads';

export const ENCODINGS = [
  { name: 'none', header: null },
  { name: 'gzip', header: 'gzip' },
  { name: 'br', header: 'gzip, deflate, br, zstd' },
] as const;

export type EncodingName = (typeof ENCODINGS)[number]['name'];

export interface EncodingRow {
  workload: Workload;
  encoding: EncodingName;
  result: Result;
  cpuMsPerRequest: number;
}

/** CPU time (user + system) a process has used so far, in milliseconds. */
const cpuMs = (pid: number): number => {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at field 3; utime and stime are 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
};

/** The read workloads: every request a GET. */
export const readWorkloads = (list: Workload[]) =>
  list.filter((w) => w.requests.every((r) => (r.method ?? 'GET') === 'GET'));

/** Runs `w` once per encoding; `load` runs autocannon with the given headers for the given seconds. */
export const runEncodings = async (
  pid: number,
  w: Workload,
  headers: Record<string, string>,
  duration: number,
  load: (headers: Record<string, string>, seconds: number) => Promise<Result>,
): Promise<EncodingRow[]> => {
  const rows: EncodingRow[] = [];
  for (const e of ENCODINGS) {
    const h = e.header ? { ...headers, 'accept-encoding': e.header } : headers;
    await load(h, 3); // warm-up
    const before = cpuMs(pid);
    const result = await load(h, duration);
    const cpu = cpuMs(pid) - before;
    rows.push({
      workload: w,
      encoding: e.name,
      result,
      cpuMsPerRequest: cpu / Math.max(1, result.requests.total),
    });
  }
  return rows;
};

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** Bytes per response on the wire, headers included. */
const bytesPerResponse = (r: Result) => r.throughput.total / Math.max(1, r.requests.total);

/** The comparison as a Markdown table: each encoding against the same workload without compression. */
export const encodingReport = (rows: EncodingRow[]): string => {
  const lines = [
    '',
    'Read workloads with and without compression (the same run; CPU is the server process, user + system):',
    '',
    '| Workload | Accept-Encoding | req/s | × none | p99 ms | bytes/response | × none | CPU µs/request | non-2xx |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const row of rows) {
    const none = rows.find((r) => r.workload.id === row.workload.id && r.encoding === 'none') as EncodingRow;
    const rps = row.result.requests.average;
    const bytes = bytesPerResponse(row.result);
    lines.push(
      `| ${row.workload.id} ${row.workload.title} | ${row.encoding} | ${fmt(rps)} | ` +
        `${fmt(rps / none.result.requests.average, 2)} | ${row.result.latency.p99} | ${fmt(bytes)} | ` +
        `${fmt(bytes / bytesPerResponse(none.result), 2)} | ${fmt(row.cpuMsPerRequest * 1000)} | ` +
        `${row.result.non2xx + row.result.errors} |`,
    );
  }
  lines.push('');
  return lines.join('\n');
};
