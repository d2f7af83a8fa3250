// Types of scripts/cluster.mjs for the TypeScript that imports it (apps/server/test/process/cluster.test.ts).
import type { ChildProcess } from 'node:child_process';

export interface ClusterInstance {
  name: string;
  port: number;
  child: ChildProcess | null;
  exited: Promise<number | string | null> | null;
  start: () => Promise<void>;
  kill: (signal?: NodeJS.Signals) => Promise<number | string | null> | null;
}

export interface ClusterOptions {
  instances?: number;
  port?: number;
  databaseUrl?: string;
  storage?: Record<string, string>;
  dataDir?: string;
  env?: Record<string, string>;
  log?: (line: string) => void;
  server?: string[];
  demo?: boolean;
}

export interface Cluster {
  port: number;
  url: string;
  instances: ClusterInstance[];
  env: Record<string, string>;
  stop: () => Promise<void>;
}

export declare const freePort: () => Promise<number>;
export declare const ensureHaproxy: (log?: (line: string) => void) => string;
export declare const haproxyConfig: (options: {
  port: number;
  instances: Array<{ name: string; port: number }>;
}) => string;
export declare const waitForOk: (url: string, timeoutMs?: number, host?: string) => Promise<void>;
export declare const startBalancer: (options: {
  port: number;
  instances: Array<{ name: string; port: number }>;
  dataDir: string;
  log?: (line: string) => void;
  haproxy?: string;
}) => Promise<{ port: number; stop: () => Promise<void> }>;
export declare const startCluster: (options?: ClusterOptions) => Promise<Cluster>;
