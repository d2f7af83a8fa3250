import type { Plugin } from 'vite';

/**
 * The endpoint catalogue's `summary` texts describe each call for the API's documentation (the server's
 * OpenAPI document); the web app never reads them, so its build ships them empty. Over fifty endpoints,
 * that is JavaScript every screen would otherwise download for nothing (e2e/bundle-budget.spec.ts).
 */
const CATALOGUE = /packages\/contract\/src\/[^/]*endpoints\.ts$/;
const SUMMARY = /\bsummary:\s*(['"`])(?:\\.|(?!\1)[^\\])*\1/g;

export const dropEndpointSummaries = (): Plugin => ({
  name: 'portico:drop-endpoint-summaries',
  apply: 'build',
  transform(code, id) {
    if (!CATALOGUE.test(id.split('?')[0] ?? id)) return null;
    return { code: code.replace(SUMMARY, "summary: ''"), map: null };
  },
});
