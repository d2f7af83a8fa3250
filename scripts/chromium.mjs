// Finds the Chromium the browser tests run in (never downloaded by Playwright), and on a Debian or Ubuntu
// machine where we are root installs it with apt-get. Used by `npm test` (scripts/test.mjs) and by
// apps/web/playwright.config.ts when Playwright is run directly.
//
// Order: the PORTICO_CHROMIUM environment variable (an executable; if it names nothing runnable that is
// reported, not silently replaced), then the usual places of Chromium and Chrome on Linux, macOS and Windows.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM_ENV = 'PORTICO_CHROMIUM';

/** apt-get waits up to five minutes for the package lock instead of failing at once. */
export const APT_WAIT = ['-o', 'DPkg::Lock::Timeout=300'];

const MAC_APPS = ['Chromium.app/Contents/MacOS/Chromium', 'Google Chrome.app/Contents/MacOS/Google Chrome'];

/** Where Chromium or Chrome is usually installed, in the order they are tried. */
export const defaultCandidates = (platform = process.platform, env = process.env) => {
  if (platform === 'darwin') {
    const home = env.HOME ?? '';
    return [
      ...MAC_APPS.map((app) => `/Applications/${app}`),
      ...MAC_APPS.map((app) => `${home}/Applications/${app}`),
    ];
  }
  if (platform === 'win32') {
    const roots = [env.PROGRAMFILES, env['PROGRAMFILES(X86)'], env.LOCALAPPDATA].filter(Boolean);
    return roots.flatMap((root) => [
      `${root}\\Chromium\\Application\\chrome.exe`,
      `${root}\\Google\\Chrome\\Application\\chrome.exe`,
    ]);
  }
  return [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/lib/chromium/chromium',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    '/opt/google/chrome/chrome',
    '/snap/bin/chromium',
    '/usr/local/bin/chromium',
  ];
};

/** True when `file` is a file this process may execute. */
export const isExecutable = (file) => {
  try {
    if (!fs.statSync(file).isFile()) return false;
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * `{ path }` of the Chromium to use, or `{ path: null, message }` saying in one line why there is none.
 * Every input can be injected, so tests can simulate any machine.
 */
export const findChromium = ({
  env = process.env,
  platform = process.platform,
  candidates = defaultCandidates(platform, env),
  canRun = isExecutable,
} = {}) => {
  const chosen = env[CHROMIUM_ENV];
  if (chosen) {
    if (canRun(chosen)) return { path: chosen, source: CHROMIUM_ENV };
    return {
      path: null,
      message: `${CHROMIUM_ENV}=${chosen} is not an executable file: point it at Chromium or Chrome, or unset it`,
    };
  }
  const found = candidates.find((file) => canRun(file));
  if (found) return { path: found, source: 'system' };
  return { path: null, message: `Chromium not found (looked in ${candidates.join(', ')})` };
};

/** What to tell a person who has to install Chromium themselves. */
export const installHint = (platform = process.platform) => {
  const install =
    platform === 'darwin'
      ? 'install Google Chrome or Chromium'
      : platform === 'win32'
        ? 'install Google Chrome'
        : 'run `sudo apt-get install chromium fonts-liberation` (Debian/Ubuntu)';
  return `${install}, or set ${CHROMIUM_ENV}=/path/to/chromium`;
};

const defaultRun = (command, args) =>
  spawnSync(command, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  }).status === 0;

/**
 * Finds Chromium, installing it with apt-get when we are root on Debian or Ubuntu and it is missing.
 * Returns `{ path }` or `{ path: null, message }` with the one line to show. `log` gets one line before an
 * install starts.
 */
export const ensureChromium = ({
  env = process.env,
  platform = process.platform,
  candidates = defaultCandidates(platform, env),
  canRun = isExecutable,
  isRoot = typeof process.getuid === 'function' && process.getuid() === 0,
  aptGet = '/usr/bin/apt-get',
  run = defaultRun,
  log = console.log,
} = {}) => {
  const find = () => findChromium({ env, platform, candidates, canRun });
  const first = find();
  if (first.path || env[CHROMIUM_ENV]) return first;
  const hasApt = platform === 'linux' && canRun(aptGet);
  if (!hasApt || !isRoot) {
    const why = hasApt ? 'not root, so it cannot be installed here' : 'no apt-get to install it with';
    return { path: null, message: `${first.message}; ${why}: ${installHint(platform)}` };
  }
  log('Chromium not found: installing it with apt-get install chromium fonts-liberation …');
  // Waits for the package lock rather than failing while another install runs (a second suite beside this one).
  const packages = ['install', '-y', '-qq', 'chromium', 'fonts-liberation', ...APT_WAIT];
  const installed =
    run(aptGet, packages) || (run(aptGet, ['update', '-qq', ...APT_WAIT]) && run(aptGet, packages));
  const after = find();
  if (after.path) return after;
  const what = installed
    ? 'apt-get installed chromium but it is not in a known place'
    : 'apt-get install failed';
  return { path: null, message: `Chromium not found and ${what}: ${installHint(platform)}` };
};
