import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { dropEndpointSummaries } from './vite-drop-summaries';
import { messages } from './vite-messages';
import { precompress } from './vite-precompress';

const START_MODULES = new RegExp(
  [
    // Vite's preload helper and Rolldown's runtime, which every chunk uses (else the entry and this chunk
    // would import each other).
    String.raw`^\0(vite[\/]preload-helper|rolldown[\/]runtime)`,
    String.raw`node_modules[\/](react|react-dom|scheduler|clsx|tailwind-merge|class-variance-authority)[\/]`,
    String.raw`node_modules[\/]@radix-ui[\/]react-(slot|label|primitive|compose-refs|direction)[\/]`,
    String.raw`node_modules[\/]lucide-react[\/]dist[\/]esm[\/](createLucideIcon|defaultAttributes|Icon|context|shared[\/].*|icons[\/](eye|eye-off|loader-circle))\.mjs$`,
    String.raw`packages[\/]contract[\/]src[\/](messages|capabilities|constants|sign-in|endpoint-def|web-paths)\.ts$`,
    String.raw`src[\/]components[\/](brand|start-failed)\.tsx$`,
    String.raw`src[\/]components[\/]ui[\/](button|form-field|input|password-input|spinner|label|skeleton|skip-link)\.tsx$`,
    String.raw`src[\/]lib[\/](api-client|api-error|errors|gating|lazy|local-storage|navigation|paths|pending-signups|preview|storage|stored-value|tenant|theme|toast|utils|i18n|language)\.tsx?$`,
    // Issue 26: the catalogue's runtime (Lingui's core), its loaders and the API texts' matcher, which every
    // screen's texts go through.
    String.raw`node_modules[\/]@lingui[\/]core[\/]`,
    String.raw`packages[\/]messages[\/]src[\/]matcher\.ts$`,
    String.raw`^\0virtual:portico-messages$`,
  ].join('|'),
);

/** The sign-in shell's own modules (app/sign-in.tsx): what a visitor without a session needs beyond `start`. */
const SIGN_IN_MODULES = new RegExp(
  [
    String.raw`src[\/]app[\/]sign-in\.tsx$`,
    String.raw`src[\/]features[\/]auth[\/]components[\/](auth-frame|login-form|auth-card|oidc-button|tenant-showcase)\.tsx$`,
    String.raw`src[\/]features[\/]auth[\/]api[\/](check-signup-permission|login|oidc-authorize)\.ts$`,
    String.raw`src[\/]components[\/]ui[\/]app-link\.tsx$`,
  ].join('|'),
);

// In development the API runs on :3000 (npm run dev at the root); Vite proxies /api to it and keeps the
// tenant host name, so http://demo.localhost:5173 talks to the demo tenant.
export default defineConfig({
  plugins: [react(), tailwindcss(), messages(), dropEndpointSummaries(), precompress()],
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
              // What every first page needs, in one file (issue 25: each file costs about 0.5 kB of response
              // headers, and the sign-in page's first visit has 120 kB in all): React and the small shared
              // modules every screen uses. Split the way the app's screens share them, they were 30 files of
              // a few hundred bytes. Leaves only, so nothing large comes along.
              name: 'start',
              test: START_MODULES,
              includeDependenciesRecursively: false,
            },
            {
              // The sign-in shell in a file of its own, so a visitor with a session does not download it.
              // e2e/bundle-budget.spec.ts holds the sign-in page and the console's first screen to budgets.
              name: 'sign-in',
              test: SIGN_IN_MODULES,
              includeDependenciesRecursively: false,
            },
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
