import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { SqliteSynchronous } from './db/connection';
import { parseDuration } from './lib/duration';
import { type TrustProxy, parseTrustProxy } from './lib/trust-proxy';
import {
  type S3Settings,
  type StorageConfig,
  parseStorageUrl,
  s3SettingsFromEnv,
  storageEnvIssues,
} from './storage/storage-url';

const duration = (fallback: string, { zero = false } = {}) =>
  z
    .string()
    .default(fallback)
    .transform((v, ctx) => {
      const ms = zero && /^\s*0+\s*(ms|s|m|h|d)?\s*$/.test(v) ? 0 : parseDuration(v);
      if (ms === null) {
        ctx.addIssue({
          code: 'custom',
          message: `must be a duration such as 30d, 12h, 15m or 45s, not "${v}"`,
        });
        return z.NEVER;
      }
      return ms;
    });

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** An absolute http(s) URL with a host name (`localhost:3000` parses as a URL with the scheme "localhost:"). */
const isWebUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

const isSmtpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
};

/** `address@host` or `Name <address@host>`, on one line. */
const isFromAddress = (value: string): boolean =>
  /^([^<>\r\n\0]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/.test(value.trim());

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORTICO_DATA_DIR: optionalString,
    DATABASE_URL: optionalString,
    PORTICO_BASE_URL: optionalString,
    PORTICO_WEB_DIST: optionalString,
    PORTICO_SESSION_TTL: duration('30d'),
    PORTICO_LOGIN_TOKEN_TTL: duration('15m'),
    PORTICO_FILE_URL_TTL: duration('12h'),
    PORTICO_REQUEST_TIMEOUT: duration('2m'),
    PORTICO_CONNECTION_TIMEOUT: duration('60s'),
    PORTICO_SHUTDOWN_TIMEOUT: duration('10s'),
    PORTICO_DRAIN_DELAY: duration('5s', { zero: true }),
    PORTICO_METRICS_TOKEN: optionalString.pipe(
      z.string().min(16, { error: 'must be at least 16 characters (e.g. openssl rand -hex 32)' }).optional(),
    ),
    PORTICO_OIDC_ISSUER: optionalString.pipe(
      z.url({ protocol: /^https?$/, error: 'must be a URL such as https://accounts.google.com' }).optional(),
    ),
    PORTICO_OIDC_CLIENT_ID: optionalString,
    PORTICO_OIDC_CLIENT_SECRET: optionalString,
    PORTICO_OIDC_ALLOW_HTTP: z.enum(['true', 'false']).default('false'),
    PORTICO_TRUST_PROXY: z
      .string()
      .default('false')
      .transform((v, ctx) => {
        const trust = parseTrustProxy(v);
        if (typeof trust === 'object') return trust;
        ctx.addIssue({ code: 'custom', message: trust });
        return z.NEVER;
      }),
    PORTICO_TENANT_WALL: z
      .string()
      .default('auto')
      .transform((v) => v.toLowerCase())
      .pipe(z.enum(['auto', 'required', 'off'], { error: 'must be auto, required or off' })),
    PORTICO_SQLITE_SYNCHRONOUS: z
      .string()
      .default('FULL')
      .transform((v) => v.toUpperCase())
      .pipe(z.enum(['FULL', 'NORMAL'], { error: 'must be FULL or NORMAL' })),
    PORTICO_DIGEST_TIME: optionalString.pipe(
      z
        .string()
        .regex(/^([01]?\d|2[0-3]):[0-5]\d$/, { error: 'must be a time of day (UTC) such as 08:00 or 17:30' })
        .optional(),
    ),
    // The older setting: a whole hour (PORTICO_DIGEST_TIME says it with minutes).
    PORTICO_DIGEST_HOUR: optionalString.pipe(
      z.coerce
        .number<string | undefined>({ error: 'must be an hour from 0 to 23 (UTC)' })
        .int({ error: 'must be an hour from 0 to 23 (UTC)' })
        .min(0, { error: 'must be an hour from 0 to 23 (UTC)' })
        .max(23, { error: 'must be an hour from 0 to 23 (UTC)' })
        .optional(),
    ),
    PORTICO_SMTP_URL: optionalString,
    PORTICO_MAIL_FROM: optionalString,
    PORTICO_RESET_TOKEN_TTL: duration('1h'),
    PORTICO_INVITE_TOKEN_TTL: duration('7d'),
    PORTICO_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    PORTICO_STORAGE_URL: optionalString,
    PORTICO_S3_ENDPOINT: optionalString,
    PORTICO_S3_REGION: optionalString,
    PORTICO_S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .default('false'),
    PORTICO_S3_ACCESS_KEY_ID: optionalString,
    PORTICO_S3_SECRET_ACCESS_KEY: optionalString,
  })
  .superRefine((env, ctx) => {
    const oidc = [env.PORTICO_OIDC_ISSUER, env.PORTICO_OIDC_CLIENT_ID, env.PORTICO_OIDC_CLIENT_SECRET];
    if (oidc.some(Boolean) && !oidc.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        message:
          'PORTICO_OIDC_ISSUER, PORTICO_OIDC_CLIENT_ID and PORTICO_OIDC_CLIENT_SECRET must be set together',
      });
    }
    if (env.PORTICO_OIDC_ISSUER?.startsWith('http:') && env.PORTICO_OIDC_ALLOW_HTTP !== 'true') {
      ctx.addIssue({
        code: 'custom',
        path: ['PORTICO_OIDC_ISSUER'],
        message:
          'must be an https URL (set PORTICO_OIDC_ALLOW_HTTP=true only for a provider on your own machine)',
      });
    }
    if (env.PORTICO_DIGEST_TIME !== undefined && env.PORTICO_DIGEST_HOUR !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['PORTICO_DIGEST_HOUR'],
        message: 'set PORTICO_DIGEST_TIME (or the older PORTICO_DIGEST_HOUR), not both',
      });
    }
    if (env.PORTICO_BASE_URL && !isWebUrl(env.PORTICO_BASE_URL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['PORTICO_BASE_URL'],
        message: 'must be an http(s) URL such as https://portal.example',
      });
    }
    if (env.PORTICO_SMTP_URL && !isSmtpUrl(env.PORTICO_SMTP_URL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['PORTICO_SMTP_URL'],
        message: 'must be an smtp:// or smtps:// URL such as smtps://user:password@smtp.example:465',
      });
    }
    if (env.PORTICO_MAIL_FROM && !isFromAddress(env.PORTICO_MAIL_FROM)) {
      ctx.addIssue({
        code: 'custom',
        path: ['PORTICO_MAIL_FROM'],
        message: 'must be an address such as no-reply@portal.example or "Portico <no-reply@portal.example>"',
      });
    }
    if (env.DATABASE_URL && !/^(postgres(ql)?:\/\/|sqlite:|file:|\/|\.)/.test(env.DATABASE_URL)) {
      ctx.addIssue({
        code: 'custom',
        message: 'DATABASE_URL must be a postgres:// URL, or sqlite:<path> for an SQLite file',
      });
    }
    for (const issue of storageEnvIssues(env)) ctx.addIssue({ code: 'custom', ...issue });
  });

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Allows a plain-http issuer (a provider on loopback in tests and development). */
  allowHttp: boolean;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** `postgres://…` or `sqlite:<absolute path>` */
  databaseUrl: string;
  /** Scheme, base host and port the portal is reached at; a tenant's URL adds its slug as first label. */
  baseUrl: URL;
  webDist: string;
  sessionTtlMs: number;
  loginTokenTtlMs: number;
  fileUrlTtlMs: number;
  /** The longest a request (headers and body) may take to arrive. */
  requestTimeoutMs: number;
  /** How long a connection may stay silent before it is closed. */
  connectionTimeoutMs: number;
  /** How long a stopping server waits for requests in flight before it closes their connections. */
  shutdownTimeoutMs: number;
  /** How long a stopping server reports draining (health checks 503) before it stops accepting. */
  drainDelayMs: number;
  /** Bearer token of GET /metrics; null: metrics are off (404). */
  metricsToken: string | null;
  oidc: OidcConfig | null;
  /** The SMTP server emails go to (`smtp://` or `smtps://`); null: emails are written to the log. */
  smtpUrl: string | null;
  /** The From header of every email. */
  mailFrom: string;
  /** How long a password reset link works. */
  resetTokenTtlMs: number;
  /** How long an invitation's set-your-password link works. */
  inviteTokenTtlMs: number;
  /** Which proxies are believed about the client's address, scheme and host (lib/trust-proxy.ts). */
  trustProxy: TrustProxy;
  logLevel: string;
  /** SQLite only: FULL survives power loss, NORMAL trades that for write speed (db/connection.ts). */
  sqliteSynchronous: SqliteSynchronous;
  /**
   * PostgreSQL only: row-level security as a second wall between tenants (db/tenant-wall.ts). auto: raised
   * when its role is usable, with a warning when not; required: the server does not start without it; off.
   */
  tenantWall: 'auto' | 'required' | 'off';
  /** The time of day (UTC) each day's notification digest is sent at (a job of the scheduler). */
  digestAt: { hour: number; minute: number };
  /** Where file bytes live (PORTICO_STORAGE_URL): a directory, or a bucket (and prefix) of an S3 store. */
  storage: StorageConfig;
  /** The PORTICO_S3_* settings, for every s3:// URL (PORTICO_STORAGE_URL's and `storage migrate --to`'s). */
  s3: S3Settings;
  /** Milliseconds since the epoch for the rate limits and sign-in throttle; tests pass their own clock. */
  now: () => number;
}

export class ConfigError extends Error {}

/** PORTICO_DIGEST_TIME (`HH:MM`), else the older PORTICO_DIGEST_HOUR, else 08:00. */
const digestTime = (time: string | undefined, hour: number | undefined) => {
  if (time === undefined) return { hour: hour ?? 8, minute: 0 };
  const [h, m] = time.split(':');
  return { hour: Number(h), minute: Number(m) };
};

/** The directory npm was started in (so `./data` means the repository root under `npm start`). */
const startDir = () => process.env.INIT_CWD ?? process.cwd();

const defaultWebDist = () => {
  // This code runs from src/config.ts (tsx) or from a chunk of the build (dist/ or dist/chunks/): the
  // server package is the nearest directory above it with a package.json; the web app sits beside it.
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return path.resolve(dir, '..', 'web', 'dist');
};

/** A storage URL read as PORTICO_STORAGE_URL is (the CLI's `storage migrate --to`); throws StorageUrlError. */
export const storageFromUrl = (config: Config, url: string): StorageConfig =>
  parseStorageUrl(url, config.s3, startDir());

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `  - ${i.path.length ? `${i.path.join('.')}: ` : ''}${i.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(startDir(), e.PORTICO_DATA_DIR ?? 'data');
  let databaseUrl = e.DATABASE_URL ?? `sqlite:${path.join(dataDir, 'portico.db')}`;
  if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
    const file = databaseUrl.replace(/^(sqlite|file):/, '');
    databaseUrl = `sqlite:${file === ':memory:' ? file : path.resolve(startDir(), file)}`;
  }
  const baseUrl = new URL(e.PORTICO_BASE_URL ?? `http://localhost:${e.PORT}`);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl,
    baseUrl,
    webDist: path.resolve(startDir(), e.PORTICO_WEB_DIST ?? defaultWebDist()),
    sessionTtlMs: e.PORTICO_SESSION_TTL,
    loginTokenTtlMs: e.PORTICO_LOGIN_TOKEN_TTL,
    fileUrlTtlMs: e.PORTICO_FILE_URL_TTL,
    requestTimeoutMs: e.PORTICO_REQUEST_TIMEOUT,
    connectionTimeoutMs: e.PORTICO_CONNECTION_TIMEOUT,
    shutdownTimeoutMs: e.PORTICO_SHUTDOWN_TIMEOUT,
    drainDelayMs: e.PORTICO_DRAIN_DELAY,
    metricsToken: e.PORTICO_METRICS_TOKEN ?? null,
    oidc:
      e.PORTICO_OIDC_ISSUER && e.PORTICO_OIDC_CLIENT_ID && e.PORTICO_OIDC_CLIENT_SECRET
        ? {
            issuer: e.PORTICO_OIDC_ISSUER,
            clientId: e.PORTICO_OIDC_CLIENT_ID,
            clientSecret: e.PORTICO_OIDC_CLIENT_SECRET,
            allowHttp: e.PORTICO_OIDC_ALLOW_HTTP === 'true',
          }
        : null,
    smtpUrl: e.PORTICO_SMTP_URL ?? null,
    mailFrom: e.PORTICO_MAIL_FROM ?? `Portico <no-reply@${baseUrl.hostname}>`,
    resetTokenTtlMs: e.PORTICO_RESET_TOKEN_TTL,
    inviteTokenTtlMs: e.PORTICO_INVITE_TOKEN_TTL,
    trustProxy: e.PORTICO_TRUST_PROXY,
    logLevel: e.PORTICO_LOG_LEVEL,
    sqliteSynchronous: e.PORTICO_SQLITE_SYNCHRONOUS,
    tenantWall: e.PORTICO_TENANT_WALL,
    digestAt: digestTime(e.PORTICO_DIGEST_TIME, e.PORTICO_DIGEST_HOUR),
    storage: e.PORTICO_STORAGE_URL
      ? parseStorageUrl(e.PORTICO_STORAGE_URL, s3SettingsFromEnv(e), startDir())
      : { kind: 'local', root: path.join(dataDir, 'files') },
    s3: s3SettingsFromEnv(e),
    now: Date.now,
  };
};

/** The public URL of a tenant's portal: the base URL with the slug as first host label. */
export const tenantUrl = (config: Config, slug: string, pathname = '/'): string => {
  const url = new URL(config.baseUrl.toString());
  url.hostname = `${slug}.${url.hostname}`;
  url.pathname = pathname;
  return url.toString();
};
