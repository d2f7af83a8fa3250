// `npm test`: every check and test of the repository, then one summary line.
// Lint, format and typecheck count as one test each; Vitest and Playwright report their own counts.
// The PostgreSQL suite runs when TEST_DATABASE_URL is set (CI sets it; see README).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { CHROMIUM_ENV, ensureChromium } from './chromium.mjs';

const results = { passed: 0, failed: 0 };
const failures = [];

const run = (name, command, args, env = {}) => {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const child = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = child.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${name} (${((Date.now() - started) / 1000).toFixed(1)}s)`);
  return ok;
};

const check = (name, command, args) => {
  if (run(name, command, args)) results.passed += 1;
  else {
    results.failed += 1;
    failures.push(name);
  }
};

const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

/** Runs a test tool and adds its own counts; a crash without a report counts as one failure. */
const suite = (name, command, args, report, count, env) => {
  fs.rmSync(report, { force: true });
  const ok = run(name, command, args, env);
  const counts = readJson(report) && count(readJson(report));
  if (!counts) {
    results.failed += 1;
    failures.push(`${name} (no report)`);
    return;
  }
  results.passed += counts.passed;
  results.failed += counts.failed;
  if (counts.failed > 0 || !ok) failures.push(name);
  if (!ok && counts.failed === 0) results.failed += 1;
};

fs.mkdirSync('reports', { recursive: true });

check('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
check('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
check('typecheck', 'npm', ['run', 'typecheck', '--silent']);

suite('unit and API tests', 'npx', ['vitest', 'run'], 'reports/vitest.json', (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0),
}));

if (fs.existsSync('apps/web/playwright.config.ts')) {
  // The browser tests need a system Chromium (scripts/chromium.mjs finds it, or installs it as root on
  // Debian); without one they are a single failure with one line saying what to do, not one per test.
  const chromium = ensureChromium();
  if (run('build', 'npm', ['run', 'build', '--silent'])) {
    if (chromium.path) {
      suite(
        'browser tests',
        'npx',
        ['playwright', 'test', '-c', 'apps/web/playwright.config.ts'],
        'reports/playwright.json',
        (r) => ({ passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected }),
        { PLAYWRIGHT_JSON_OUTPUT_NAME: 'reports/playwright.json', [CHROMIUM_ENV]: chromium.path },
      );
    } else {
      console.log(`\n✘ browser tests: ${chromium.message}`);
      results.failed += 1;
      failures.push('browser tests (no Chromium)');
    }
  } else {
    results.failed += 1;
    failures.push('build');
  }
}

if (failures.length > 0) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`tests: ${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed > 0 ? 1 : 0);
