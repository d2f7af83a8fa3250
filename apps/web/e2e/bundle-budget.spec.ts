/// <reference types="node" />
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';

const DIST = path.resolve(import.meta.dirname, '..', 'dist');
const BUDGET_BYTES = 150 * 1024;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** The entry chunk and every chunk it imports statically: what the browser must load before anything shows. */
const initialChunks = (manifest: Record<string, ManifestChunk>): string[] => {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The build manifest has no entry chunk');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    manifest[key]?.imports?.forEach(visit);
  };
  visit(entry);
  return [...seen].map((key) => (manifest[key] as ManifestChunk).file);
};

test('the initial JavaScript stays within 150 kB gzip', () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const files = initialChunks(manifest).filter((file) => file.endsWith('.js'));
  const sizes = files.map((file) => ({
    file,
    gzip: zlib.gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length,
  }));
  const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
  const detail = sizes.map((s) => `${s.file}: ${(s.gzip / 1024).toFixed(1)} kB`).join(', ');
  expect(total, `initial JS ${(total / 1024).toFixed(1)} kB gzip (${detail})`).toBeLessThanOrEqual(
    BUDGET_BYTES,
  );
  // Everything else — every screen — is loaded on demand.
  expect(Object.values(manifest).filter((chunk) => chunk.file.endsWith('.js')).length).toBeGreaterThan(
    files.length,
  );
});
