/// <reference types="node" />
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/** Files worth compressing: text formats. Images and fonts (woff2) are compressed already; source maps are
 * only fetched by developer tools. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/i;
/**
 * Smaller files are left alone: their compressed copy would save only a few hundred bytes. index.html
 * (~0.8 kB, fetched on every visit and revalidated on every load) is just above it and halves.
 */
export const MIN_BYTES = 512;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
};

export interface Precompressed {
  file: string;
  bytes: number;
  br: number | null;
  gzip: number | null;
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every compressible file of
 * `dir` of at least MIN_BYTES, keeping a copy only when it is smaller than the file. Once per build, so the
 * strongest settings cost nothing at request time; the server sends them (@fastify/static `preCompressed`).
 */
export const precompressDir = async (dir: string): Promise<Precompressed[]> => {
  const files = (await filesUnder(dir)).filter(
    (file) => COMPRESSIBLE.test(file) && !file.split(path.sep).includes('.vite'),
  );
  return Promise.all(
    files.map(async (file) => {
      const source = await fs.readFile(file);
      const result: Precompressed = {
        file: path.relative(dir, file),
        bytes: source.length,
        br: null,
        gzip: null,
      };
      if (source.length < MIN_BYTES) return result;
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < source.length) {
        await fs.writeFile(`${file}.br`, br);
        result.br = br.length;
      }
      if (gz.length < source.length) {
        await fs.writeFile(`${file}.gz`, gz);
        result.gzip = gz.length;
      }
      return result;
    }),
  );
};

/** Vite plugin: precompresses the whole output directory (public files included) after a build. */
export const precompress = (): Plugin => {
  let outDir = '';
  let logger: ResolvedConfig['logger'] | undefined;
  return {
    name: 'portico:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    async closeBundle() {
      const results = await precompressDir(outDir);
      const done = results.filter((r) => r.br !== null || r.gzip !== null);
      const before = done.reduce((sum, r) => sum + r.bytes, 0);
      const after = done.reduce((sum, r) => sum + (r.br ?? r.gzip ?? r.bytes), 0);
      logger?.info(
        `precompressed ${done.length} files (.br, .gz): ${(before / 1024).toFixed(0)} kB → ${(after / 1024).toFixed(0)} kB brotli`,
      );
    },
  };
};
