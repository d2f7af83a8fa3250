// Bundles the server and the CLI (with the contract) into dist/.
import { build } from 'esbuild';

// Dependencies stay external only where bundling cannot work: native addons, and packages that read
// files next to their own code at run time (pino's transports, the API docs' and the SPA's static
// assets, file-type's lazily imported parsers). The rest is bundled: resolving and loading hundreds of
// small module files (kysely, zod, fastify…) took a third of the server's cold start.
const mustStayExternal = [
  'better-sqlite3',
  '@node-rs/argon2',
  'pino',
  '@fastify/static',
  '@fastify/swagger-ui',
  'file-type',
];

await build({
  entryPoints: { server: 'src/server.ts', cli: 'src/cli/main.ts' },
  outdir: 'dist',
  bundle: true,
  // What is imported dynamically — the S3 driver and the AWS SDK, nodemailer — goes into chunks of its
  // own, read only when an installation uses it, rather than parsed with the rest at every start.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  conditions: ['node'],
  external: mustStayExternal,
  sourcemap: true,
  // Bundled CommonJS packages call require(); ESM output has none unless it is made.
  banner: {
    js: "#!/usr/bin/env node\nimport { createRequire as __portico_require } from 'node:module';\nconst require = __portico_require(import.meta.url);",
  },
  logLevel: 'warning',
});
