// `npm run dev`: the development loop. Makes sure the demo tenant exists, then runs the API (tsx watch, :3000)
// and the web app (Vite, :5173, proxying /api with the tenant host kept) side by side. Open
// http://demo.localhost:5173 — edits to either app reload on their own. Ctrl-C stops both.
import { spawn, spawnSync } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const demo = spawnSync(npm, ['run', 'portico', '--silent', '--', 'demo'], { stdio: 'inherit' });
if (demo.status !== 0) process.exit(demo.status ?? 1);

const children = [
  ['api', ['run', 'dev', '-w', '@portico/server']],
  ['web', ['run', 'dev', '-w', '@portico/web', '--', '--strictPort']],
].map(([name, args]) => {
  const child = spawn(npm, args, { stdio: ['inherit', 'pipe', 'pipe'] });
  const prefix = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) out.write(`[${name}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return child;
});

console.log('\nPortico dev: http://demo.localhost:5173 (web) → http://localhost:3000 (api)\n');

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
