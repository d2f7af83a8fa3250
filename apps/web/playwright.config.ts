/// <reference types="node" />
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ENV, findChromium, installHint } from '../../scripts/chromium.mjs';

const REPO = path.resolve(import.meta.dirname, '..', '..');
const report = path.resolve(REPO, process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'reports/playwright.json');

// Chromium from the system, never downloaded: `npm test` passes the one it found (or installed) in
// PORTICO_CHROMIUM; run directly, the same finder looks in the usual places (scripts/chromium.mjs).
const found = findChromium();
if (!found.path)
  throw new Error(process.env[CHROMIUM_ENV] ? found.message : `${found.message}: ${installHint()}`);

/** Chromium from the system, without anything that phones home. */
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: found.path,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
};

// `PORTICO_SCREENSHOTS=1` (npm run screenshots -w @portico/web) renders docs/screenshots; the normal run
// does not, so `npm test` leaves the working tree untouched.
const screenshots = process.env.PORTICO_SCREENSHOTS === '1';

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  // A test keeps about two cores busy (Chromium's browser, renderer and GPU processes, and the portal's
  // server): more workers than that only slow every test down until timeouts fire (on two cores, two
  // workers took 26 minutes with 13 tests timed out; one worker passes them in about the same time).
  // Measured again on 2026-11-28 on two cores: two workers took 17.4 minutes against about 9 for one. On a
  // machine with four cores or more the tests do run in parallel workers.
  workers: Math.max(1, Math.floor(os.availableParallelism() / 2)),
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // A limit for a test that is stuck, not a speed requirement: the longest tests (two browsers conversing
  // live) take 10–15 s on an idle machine and went past 30 s with a second copy of the suite beside them.
  timeout: 60_000,
  expect: { timeout: 7_500 },
  reporter: [['list'], ['json', { outputFile: report }]],
  outputDir: path.join(REPO, 'test-results', 'web'),
  use: { trace: 'retain-on-failure', screenshot: 'only-on-failure' },
  projects: screenshots
    ? [{ name: 'screenshots', testMatch: /\.shot\.ts$/, use: chromium }]
    : [{ name: 'chromium', testMatch: /\.spec\.ts$/, use: chromium }],
});
