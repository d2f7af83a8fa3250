// `npm run audit`: fails when a runtime dependency (what `npm ci --omit=dev` installs) has a high or critical
// advisory. When the registry's advisory service cannot be asked (an offline mirror, or a proxy that only
// allows GET, as on our build machines), it says so in one line and exits 0: no verdict is not a failure
// of the code, and the line makes sure nobody mistakes it for a clean bill. Set PORTICO_AUDIT_STRICT=true
// to fail in that case too.
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', timeout: 120_000 });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = null;
}

const counts = report?.metadata?.vulnerabilities;
if (!counts) {
  const why = report?.message ?? run.error?.message ?? (run.stderr.trim().split('\n').pop() || 'no answer');
  console.log(`audit: the advisory service could not be asked (${why}); runtime dependencies NOT audited`);
  process.exit(process.env.PORTICO_AUDIT_STRICT === 'true' ? 1 : 0);
}

const serious = Object.values(report.vulnerabilities ?? {}).filter((v) =>
  ['high', 'critical'].includes(v.severity),
);
for (const v of serious) {
  const via = v.via.map((x) => (typeof x === 'string' ? x : `${x.title} (${x.url})`)).join('; ');
  console.log(`audit: ${v.severity}: ${v.name} ${v.range} — ${via}`);
}
console.log(
  `audit: runtime dependencies: ${counts.critical} critical, ${counts.high} high, ${counts.moderate} moderate, ${counts.low} low`,
);
process.exit(serious.length > 0 ? 1 : 0);
