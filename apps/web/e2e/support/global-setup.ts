/// <reference types="node" />
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO, SERVER, WEB_DIST, preparePortal, startPortal, stopPortal } from './portal-server';

/**
 * Starts the real built server on a free port with a fresh SQLite database and seeded tenants, like an
 * operator would; the tests browse it at http://<slug>.localhost:<port>.
 */
export default async function globalSetup() {
  if (!fs.existsSync(SERVER)) throw new Error(`${SERVER} is missing: run npm run build first.`);
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html')))
    throw new Error(`${WEB_DIST} has no index.html: run npm run build first.`);
  const portal = await preparePortal('portico-e2e-');
  const seed = execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'seed.mjs')],
    { cwd: REPO, env: portal.env, encoding: 'utf8' },
  );
  const seedFile = path.join(portal.dataDir, 'seed.json');
  fs.writeFileSync(seedFile, seed);
  const server = await startPortal(portal);

  process.env.PORTICO_E2E_PORT = String(portal.port);
  process.env.PORTICO_E2E_SEED = seedFile;

  return () => stopPortal(portal, server);
}
