// `npm run dev`: the development loop. Makes sure the demo tenant exists, then runs the API (tsx watch, :3000),
// the web app (Vite, :5173, proxying /api with the tenant host kept) and a mail catcher (maildev: SMTP :1025,
// web :1080, which the API sends its emails to) side by side. Open http://demo.localhost:5173 — edits to
// either app reload on their own. Ctrl-C stops all three.
import { spawn, spawnSync } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const demo = spawnSync(npm, ['run', 'portico', '--silent', '--', 'demo'], { stdio: 'inherit' });
if (demo.status !== 0) process.exit(demo.status ?? 1);

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const MAIL_SMTP_PORT = 1025;
const MAIL_WEB_PORT = 1080;
// Emails go to the mail catcher unless an SMTP server is set already.
const apiEnv = {
  ...process.env,
  PORTICO_SMTP_URL: process.env.PORTICO_SMTP_URL ?? `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
};

const children = [
  [
    'mail',
    npx,
    [
      '--no-install',
      'maildev',
      '--smtp',
      String(MAIL_SMTP_PORT),
      '--web',
      String(MAIL_WEB_PORT),
      '--ip',
      '127.0.0.1',
      '--web-ip',
      '127.0.0.1',
    ],
    process.env,
  ],
  ['api', npm, ['run', 'dev', '-w', '@portico/server'], apiEnv],
  ['web', npm, ['run', 'dev', '-w', '@portico/web', '--', '--strictPort'], process.env],
].map(([name, command, args, env]) => {
  const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'pipe'], env });
  const prefix = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) out.write(`[${name}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return child;
});

console.log('\nPortico dev: http://demo.localhost:5173 (web) → http://localhost:3000 (api)');
console.log(
  `Emails: http://localhost:${MAIL_WEB_PORT} (mail catcher, SMTP on 127.0.0.1:${MAIL_SMTP_PORT})\n`,
);

let stopping = false;
const stop = (code = 0) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
};
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
// When one side dies, stop the other instead of leaving half a dev loop running.
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
