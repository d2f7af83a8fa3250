// Types of scripts/chromium.mjs for the TypeScript that imports it (apps/web/playwright.config.ts).
export declare const CHROMIUM_ENV: 'PORTICO_CHROMIUM';

export type ChromiumLookup =
  { path: string; source: string; message?: undefined } | { path: null; message: string; source?: undefined };

export interface FindOptions {
  env?: Record<string, string | undefined>;
  platform?: NodeJS.Platform;
  candidates?: string[];
  canRun?: (file: string) => boolean;
}

export interface EnsureOptions extends FindOptions {
  isRoot?: boolean;
  aptGet?: string;
  run?: (command: string, args: string[]) => boolean;
  log?: (line: string) => void;
}

export declare const defaultCandidates: (
  platform?: NodeJS.Platform,
  env?: Record<string, string | undefined>,
) => string[];
export declare const isExecutable: (file: string) => boolean;
export declare const findChromium: (options?: FindOptions) => ChromiumLookup;
export declare const installHint: (platform?: NodeJS.Platform) => string;
export declare const ensureChromium: (options?: EnsureOptions) => ChromiumLookup;
