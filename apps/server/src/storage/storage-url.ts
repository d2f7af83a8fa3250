import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** How to reach an S3-compatible service: the PORTICO_S3_* settings, applied to every s3:// URL. */
export interface S3Settings {
  /** Another service than AWS (MinIO, Ceph, R2, s3rver…); null: AWS for `region`. */
  endpoint: string | null;
  region: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO and most self-hosted stores). */
  forcePathStyle: boolean;
  /** null: the SDK's default chain (AWS_* variables, shared config files, instance or task roles). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

export type StorageConfig =
  { kind: 'local'; root: string } | ({ kind: 's3'; bucket: string; prefix: string } & S3Settings);

/** A storage URL that cannot be used; the message completes "PORTICO_STORAGE_URL: …" or "--to: …". */
export class StorageUrlError extends Error {}

export const STORAGE_URL_FORMS = 'file:<directory> or s3://<bucket>[/<prefix>]';

/** S3's rules for new bucket names: 3–63 lowercase letters, digits, dots and hyphens. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX_SEGMENT = /^[A-Za-z0-9_.-]+$/;
const REGION = /^[a-z0-9-]+$/;

export const isS3Region = (value: string): boolean => REGION.test(value);

/** An absolute http(s) URL with a host name and nothing after the path (an S3 endpoint). */
export const isEndpointUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.hostname !== '' &&
      !url.search &&
      !url.hash &&
      !url.username
    );
  } catch {
    return false;
  }
};

const parseBoolean = (value: string, name: string): boolean => {
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new StorageUrlError(`${name} must be true or false, not "${value}"`);
};

const parseLocal = (value: string, baseDir: string): StorageConfig => {
  let dir: string;
  if (value.startsWith('file://')) {
    try {
      dir = fileURLToPath(value);
    } catch {
      throw new StorageUrlError(`"${value}" is not a local file URL; use file:<directory>`);
    }
  } else {
    dir = value.slice('file:'.length);
  }
  if (!dir.trim()) throw new StorageUrlError(`file: needs a directory, such as file:/var/lib/portico/files`);
  return { kind: 'local', root: path.resolve(baseDir, dir) };
};

/** Query parameters an s3:// URL may carry, each overriding its PORTICO_S3_* setting for that URL. */
const S3_PARAMETERS = new Set(['endpoint', 'region', 'forcePathStyle']);

const parseS3 = (value: string, defaults: S3Settings): StorageConfig => {
  const match = /^s3:\/\/([^/?#]*)([^?#]*)(\?[^#]*)?$/.exec(value);
  if (!match) throw new StorageUrlError(`"${value}" is not an s3://<bucket>[/<prefix>] URL`);
  const [, authority = '', rest = '', query = ''] = match;
  if (authority.includes('@')) {
    throw new StorageUrlError(
      'an s3:// URL carries no credentials; set PORTICO_S3_ACCESS_KEY_ID and PORTICO_S3_SECRET_ACCESS_KEY',
    );
  }
  if (!BUCKET.test(authority) || authority.includes('..')) {
    throw new StorageUrlError(
      `"${authority}" is not a bucket name (3 to 63 lowercase letters, digits, dots and hyphens)`,
    );
  }
  const segments = rest.split('/').filter(Boolean);
  for (const segment of segments) {
    if (!PREFIX_SEGMENT.test(segment) || segment === '.' || segment === '..') {
      throw new StorageUrlError(
        `the prefix may hold letters, digits, "_", "-" and "." between slashes, not "${segment}"`,
      );
    }
  }
  const settings = { ...defaults };
  const params = new URLSearchParams(query);
  for (const [name, param] of params) {
    if (!S3_PARAMETERS.has(name)) {
      throw new StorageUrlError(
        `unknown parameter "${name}" (an s3:// URL may set endpoint, region and forcePathStyle)`,
      );
    }
    if (params.getAll(name).length > 1) throw new StorageUrlError(`"${name}" is given twice`);
    if (name === 'endpoint') {
      if (!isEndpointUrl(param))
        throw new StorageUrlError(`endpoint must be an http(s) URL such as http://127.0.0.1:9000`);
      settings.endpoint = param;
    } else if (name === 'region') {
      if (!isS3Region(param)) throw new StorageUrlError(`region must be a region name such as eu-central-1`);
      settings.region = param;
    } else {
      settings.forcePathStyle = parseBoolean(param, 'forcePathStyle');
    }
  }
  return { kind: 's3', bucket: authority, prefix: segments.join('/'), ...settings };
};

/**
 * Reads a storage URL (PORTICO_STORAGE_URL, or `portico storage migrate --to`): `file:<directory>` (a
 * relative directory is resolved against `baseDir`) or `s3://<bucket>[/<prefix>]`, whose connection
 * settings come from `defaults` unless the URL's query sets them.
 */
export const parseStorageUrl = (value: string, defaults: S3Settings, baseDir: string): StorageConfig => {
  const trimmed = value.trim();
  if (trimmed.startsWith('file:')) return parseLocal(trimmed, baseDir);
  if (trimmed.startsWith('s3:')) return parseS3(trimmed, defaults);
  throw new StorageUrlError(`must be ${STORAGE_URL_FORMS}, not "${value}"`);
};

/** The store as an operator reads it in the CLI's output (never with credentials). */
export const describeStorage = (storage: StorageConfig): string => {
  if (storage.kind === 'local') return `file:${storage.root}`;
  const where = storage.endpoint ?? `AWS ${storage.region}`;
  return `s3://${storage.bucket}${storage.prefix ? `/${storage.prefix}` : ''} (${where})`;
};

/** Whether two configurations name the same place (migrating a store onto itself copies nothing). */
export const sameStorage = (a: StorageConfig, b: StorageConfig): boolean => {
  if (a.kind === 'local') return b.kind === 'local' && a.root === b.root;
  if (b.kind === 'local') return false;
  // Bucket names are global on AWS, so the region does not tell two of its buckets apart.
  return a.bucket === b.bucket && a.prefix === b.prefix && a.endpoint === b.endpoint;
};

/** The storage variables of the environment (config.ts), after trimming. */
export interface StorageEnv {
  PORTICO_STORAGE_URL?: string | undefined;
  PORTICO_S3_ENDPOINT?: string | undefined;
  PORTICO_S3_REGION?: string | undefined;
  PORTICO_S3_FORCE_PATH_STYLE: 'true' | 'false';
  PORTICO_S3_ACCESS_KEY_ID?: string | undefined;
  PORTICO_S3_SECRET_ACCESS_KEY?: string | undefined;
}

export const s3SettingsFromEnv = (env: StorageEnv): S3Settings => ({
  endpoint: env.PORTICO_S3_ENDPOINT ?? null,
  region: env.PORTICO_S3_REGION ?? 'us-east-1',
  forcePathStyle: env.PORTICO_S3_FORCE_PATH_STYLE === 'true',
  credentials:
    env.PORTICO_S3_ACCESS_KEY_ID && env.PORTICO_S3_SECRET_ACCESS_KEY
      ? { accessKeyId: env.PORTICO_S3_ACCESS_KEY_ID, secretAccessKey: env.PORTICO_S3_SECRET_ACCESS_KEY }
      : null,
});

/** What is wrong with the storage variables, each naming its variable (none: they can be used). */
export const storageEnvIssues = (env: StorageEnv): Array<{ path: string[]; message: string }> => {
  const issues: Array<{ path: string[]; message: string }> = [];
  if (env.PORTICO_S3_ENDPOINT && !isEndpointUrl(env.PORTICO_S3_ENDPOINT)) {
    issues.push({
      path: ['PORTICO_S3_ENDPOINT'],
      message:
        'must be an http(s) URL such as https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000',
    });
  }
  if (env.PORTICO_S3_REGION && !isS3Region(env.PORTICO_S3_REGION)) {
    issues.push({ path: ['PORTICO_S3_REGION'], message: 'must be a region name such as eu-central-1' });
  }
  if (Boolean(env.PORTICO_S3_ACCESS_KEY_ID) !== Boolean(env.PORTICO_S3_SECRET_ACCESS_KEY)) {
    issues.push({
      path: [],
      message: 'PORTICO_S3_ACCESS_KEY_ID and PORTICO_S3_SECRET_ACCESS_KEY must be set together',
    });
  }
  if (env.PORTICO_STORAGE_URL && issues.length === 0) {
    try {
      // The directory of a file: URL is resolved later; only the form is checked here.
      parseStorageUrl(env.PORTICO_STORAGE_URL, s3SettingsFromEnv(env), '/');
    } catch (error) {
      if (!(error instanceof StorageUrlError)) throw error;
      issues.push({ path: ['PORTICO_STORAGE_URL'], message: error.message });
    }
  }
  return issues;
};
