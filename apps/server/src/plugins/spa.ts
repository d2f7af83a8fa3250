import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { serverMessages } from '@portico/contract';

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Portico</title>
<p>The web app is not built. Run <code>npm run build</code> (or <code>npm start</code>) from the repository root.</p>`;

/**
 * Serves the built single-page app from the same origin as the API: hashed assets cached for a year,
 * index.html for every other non-API GET so client-side routes load. Unknown /api paths get a JSON 404.
 * The build writes brotli (`.br`) and gzip (`.gz`) files beside every compressible file
 * (apps/web/vite-precompress.ts); `preCompressed` sends the best one the browser accepts, index.html
 * included, with `Vary: Accept-Encoding`, and the file itself to a client that accepts neither.
 */
export const registerSpa = async (app: FastifyInstance, webDist: string) => {
  const index = path.join(webDist, 'index.html');
  const built = fs.existsSync(index);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      // One route for every file, looked up when asked for (a file that is not there goes to the
      // not-found handler below): listing the build's files and registering two routes for each at
      // start-up took a tenth of the server's cold start.
      wildcard: true,
      // Nothing under a dot-directory (Vite's `.vite/manifest.json`) is served: those paths get the app.
      allowedPath: (pathName) => !pathName.split('/').some((part) => part.startsWith('.')),
      // `/` itself is index.html (with its compressed copies); other client-side routes reach it below.
      index: 'index.html',
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply.status(404).send({ success: false, message: serverMessages.routeNotFound });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ success: false, message: serverMessages.routeNotFound });
    }
    reply.header('cache-control', 'no-cache');
    if (!built) return reply.type('text/html').send(NOT_BUILT);
    return reply.sendFile('index.html');
  });
};
