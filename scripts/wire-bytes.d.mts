// Types of scripts/wire-bytes.mjs for the TypeScript that imports it (apps/web/e2e/bundle-budget.spec.ts).
import type { Browser, Page } from 'playwright-core';

export interface WireFile {
  url: string;
  encoding: string;
  body: number;
  headers: number;
}

export declare const firstVisit: (
  browser: Browser,
  url: string,
  options?: { acceptEncoding?: string | null; ready?: (page: Page) => Promise<unknown> },
) => Promise<WireFile[]>;

export declare const wireTotal: (files: WireFile[]) => number;
