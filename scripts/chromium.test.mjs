import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  APT_WAIT,
  CHROMIUM_ENV,
  defaultCandidates,
  ensureChromium,
  findChromium,
  isExecutable,
} from './chromium.mjs';

/** A machine where exactly `present` can be run. */
const machine = (...present) => ({ canRun: (file) => present.includes(file) });
const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
const APT = '/usr/bin/apt-get';

describe('findChromium', () => {
  it('uses the environment variable before any usual place', () => {
    const found = findChromium({
      env: { [CHROMIUM_ENV]: '/opt/my/chrome' },
      candidates: CANDIDATES,
      ...machine('/opt/my/chrome', '/usr/bin/chromium'),
    });
    expect(found).toEqual({ path: '/opt/my/chrome', source: CHROMIUM_ENV });
  });

  it('reports an environment variable that names no executable, instead of falling back', () => {
    const found = findChromium({
      env: { [CHROMIUM_ENV]: '/nowhere/chromium' },
      candidates: CANDIDATES,
      ...machine('/usr/bin/chromium'),
    });
    expect(found.path).toBeNull();
    expect(found.message).toBe(
      `${CHROMIUM_ENV}=/nowhere/chromium is not an executable file: point it at Chromium or Chrome, or unset it`,
    );
  });

  it('otherwise takes the first usual place that exists, in order', () => {
    const found = findChromium({ env: {}, candidates: CANDIDATES, ...machine('/usr/bin/google-chrome') });
    expect(found).toEqual({ path: '/usr/bin/google-chrome', source: 'system' });
    const both = findChromium({
      env: {},
      candidates: CANDIDATES,
      ...machine('/usr/bin/google-chrome', '/usr/bin/chromium-browser'),
    });
    expect(both.path).toBe('/usr/bin/chromium-browser');
  });

  it('says where it looked when there is none', () => {
    const found = findChromium({ env: {}, candidates: CANDIDATES, ...machine() });
    expect(found).toEqual({ path: null, message: `Chromium not found (looked in ${CANDIDATES.join(', ')})` });
  });

  it('knows the usual places on Linux, macOS and Windows', () => {
    expect(defaultCandidates('linux', {})).toEqual(
      expect.arrayContaining(['/usr/bin/chromium', '/usr/bin/google-chrome-stable', '/snap/bin/chromium']),
    );
    expect(defaultCandidates('darwin', { HOME: '/Users/a' })).toContain(
      '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    );
    expect(defaultCandidates('win32', { PROGRAMFILES: 'C:\\Program Files' })).toContain(
      'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
    );
  });
});

describe('isExecutable', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-chromium-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('accepts an executable file and refuses a plain file, a directory and nothing', () => {
    const exe = path.join(dir, 'chrome');
    const plain = path.join(dir, 'notes.txt');
    fs.writeFileSync(exe, '#!/bin/sh\n', { mode: 0o755 });
    fs.writeFileSync(plain, 'x', { mode: 0o644 });
    expect(isExecutable(exe)).toBe(true);
    expect(isExecutable(dir)).toBe(false);
    expect(isExecutable(path.join(dir, 'missing'))).toBe(false);
    // root may execute any file with an execute bit; a file without one is refused for everybody.
    expect(isExecutable(plain)).toBe(false);
  });
});

describe('ensureChromium', () => {
  const base = { env: {}, platform: 'linux', candidates: CANDIDATES, aptGet: APT };

  it('does nothing when Chromium is there', () => {
    const run = vi.fn();
    const found = ensureChromium({ ...base, ...machine(APT, '/usr/bin/chromium'), isRoot: true, run });
    expect(found.path).toBe('/usr/bin/chromium');
    expect(run).not.toHaveBeenCalled();
  });

  it('without root, says in one line what to run and installs nothing', () => {
    const run = vi.fn();
    const log = vi.fn();
    const found = ensureChromium({ ...base, ...machine(APT), isRoot: false, run, log });
    expect(found.path).toBeNull();
    expect(found.message).toContain('not root, so it cannot be installed here');
    expect(found.message).toContain('sudo apt-get install chromium fonts-liberation');
    expect(found.message).toContain(`${CHROMIUM_ENV}=/path/to/chromium`);
    expect(found.message).not.toContain('\n');
    expect(run).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });

  it('without apt-get, says so and how to point at a browser', () => {
    const found = ensureChromium({ ...base, ...machine(), isRoot: true, run: vi.fn() });
    expect(found.message).toContain('no apt-get to install it with');
    expect(found.message).toContain(CHROMIUM_ENV);
  });

  it('as root on Debian, announces and installs chromium with its fonts', () => {
    const present = new Set([APT]);
    const run = vi.fn((command, args) => {
      if (args[0] === 'install') present.add('/usr/bin/chromium');
      return true;
    });
    const log = vi.fn();
    const found = ensureChromium({ ...base, canRun: (f) => present.has(f), isRoot: true, run, log });
    expect(found.path).toBe('/usr/bin/chromium');
    expect(log).toHaveBeenCalledExactlyOnceWith(
      'Chromium not found: installing it with apt-get install chromium fonts-liberation …',
    );
    expect(run).toHaveBeenCalledExactlyOnceWith(APT, [
      'install',
      '-y',
      '-qq',
      'chromium',
      'fonts-liberation',
      ...APT_WAIT,
    ]);
  });

  it('updates the package lists when the first install fails, then tries again', () => {
    const present = new Set([APT]);
    let updated = false;
    const run = vi.fn((command, args) => {
      if (args[0] === 'update') updated = true;
      if (args[0] === 'install' && updated) present.add('/usr/bin/chromium');
      return args[0] === 'update' || updated;
    });
    const found = ensureChromium({ ...base, canRun: (f) => present.has(f), isRoot: true, run, log: vi.fn() });
    expect(found.path).toBe('/usr/bin/chromium');
    expect(run.mock.calls.map(([, args]) => args[0])).toEqual(['install', 'update', 'install']);
  });

  it('reports a failed install in one line', () => {
    const found = ensureChromium({ ...base, ...machine(APT), isRoot: true, run: () => false, log: vi.fn() });
    expect(found.path).toBeNull();
    expect(found.message).toMatch(/^Chromium not found and apt-get install failed: /);
  });

  it('never installs over an environment variable that names nothing', () => {
    const run = vi.fn();
    const found = ensureChromium({
      ...base,
      env: { [CHROMIUM_ENV]: '/x' },
      ...machine(APT),
      isRoot: true,
      run,
    });
    expect(found.message).toContain(`${CHROMIUM_ENV}=/x is not an executable file`);
    expect(run).not.toHaveBeenCalled();
  });
});
