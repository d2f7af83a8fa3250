import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { dropEndpointSummaries } from './vite-drop-summaries';
import { precompress } from './vite-precompress';

// In development the API runs on :3000 (npm run dev at the root); Vite proxies /api to it and keeps the
// tenant host name, so http://demo.localhost:5173 talks to the demo tenant.
export default defineConfig({
  plugins: [react(), tailwindcss(), dropEndpointSummaries(), precompress()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: {
    host: true,
    allowedHosts: ['.localhost'],
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  worker: { format: 'es' },
  // The manifest lets the bundle budget test find the entry chunk and its static imports.
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The console's small shared modules, loaded by its first screen and by every other one. Split by
              // which screens import them, they were a dozen chunks of a few hundred bytes, each with its own
              // overhead, and the first screen outgrew its budget (e2e/bundle-budget.spec.ts). Leaves only:
              // they import nothing of the console's screens, so no chunk imports back into this one; what
              // they import stays where it is shared (includeDependenciesRecursively would pull React in).
              name: 'console-shared',
              test: /src\/features\/console\/(hooks\/use-console-access|utils\/(notify|time-ago)|api\/(keys|invalidate)|components\/(console-page|query-error))\.tsx?$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
