/// <reference types="node" />
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startMailbox } from './mailbox';
import { REPO, SERVER, WEB_DIST, preparePortal, startPortal, stopPortal } from './portal-server';

/**
 * Starts the real built server on a free port with a fresh SQLite database and seeded tenants, like an
 * operator would; the tests browse it at http://<slug>.localhost:<port>.
 */
export default async function globalSetup() {
  if (!fs.existsSync(SERVER)) throw new Error(`${SERVER} is missing: run npm run build first.`);
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html')))
    throw new Error(`${WEB_DIST} has no index.html: run npm run build first.`);
  // The portal's emails go to a real SMTP server of the run; each message lands as a file the tests read.
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-e2e-mail-'));
  const mailbox = await startMailbox(mailDir);
  const portal = await preparePortal('portico-e2e-', { env: { PORTICO_SMTP_URL: mailbox.url } });
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
  process.env.PORTICO_E2E_MAIL = mailDir;

  return async () => {
    await stopPortal(portal, server);
    await mailbox.stop();
    fs.rmSync(mailDir, { recursive: true, force: true });
  };
}
