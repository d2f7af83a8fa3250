import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, tenantUrl } from './config';

/** The message loadConfig fails with for this environment (and that it fails with a ConfigError). */
const failure = (env: Record<string, string>): string => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
};

const OIDC = {
  PORTICO_OIDC_ISSUER: 'https://accounts.google.com',
  PORTICO_OIDC_CLIENT_ID: 'portico.apps.googleusercontent.com',
  PORTICO_OIDC_CLIENT_SECRET: 'secret',
};

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      sessionTtlMs: 30 * 86_400_000,
      loginTokenTtlMs: 15 * 60_000,
      fileUrlTtlMs: 12 * 3_600_000,
      oidc: null,
      trustProxy: { hops: 0 },
      logLevel: 'info',
      requestTimeoutMs: 120_000,
      connectionTimeoutMs: 60_000,
      shutdownTimeoutMs: 10_000,
      sqliteSynchronous: 'FULL',
    });
    expect(config.databaseUrl).toBe(`sqlite:${path.join(config.dataDir, 'portico.db')}`);
    expect(config.baseUrl.href).toBe('http://localhost:3000/');
    expect(tenantUrl(config, 'acme', '/auth/login')).toBe('http://acme.localhost:3000/auth/login');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://portico@db:5432/portico',
      PORTICO_BASE_URL: 'https://portal.example',
      PORTICO_SESSION_TTL: '12h',
      PORTICO_LOGIN_TOKEN_TTL: '45m',
      PORTICO_FILE_URL_TTL: '30s',
      PORTICO_TRUST_PROXY: '10.0.0.5, 10.0.1.0/24',
      PORTICO_LOG_LEVEL: 'silent',
      PORTICO_REQUEST_TIMEOUT: '30s',
      PORTICO_CONNECTION_TIMEOUT: '15s',
      PORTICO_SHUTDOWN_TIMEOUT: '5s',
      PORTICO_SQLITE_SYNCHRONOUS: 'normal',
      PORTICO_TENANT_WALL: 'Required',
      ...OIDC,
    });
    expect(config).toMatchObject({
      port: 8080,
      requestTimeoutMs: 30_000,
      connectionTimeoutMs: 15_000,
      shutdownTimeoutMs: 5_000,
      sqliteSynchronous: 'NORMAL',
      tenantWall: 'required',
      databaseUrl: 'postgres://portico@db:5432/portico',
      sessionTtlMs: 12 * 3_600_000,
      loginTokenTtlMs: 45 * 60_000,
      fileUrlTtlMs: 30_000,
      trustProxy: { addresses: ['10.0.0.5', '10.0.1.0/24'] },
      logLevel: 'silent',
      oidc: {
        issuer: OIDC.PORTICO_OIDC_ISSUER,
        clientId: OIDC.PORTICO_OIDC_CLIENT_ID,
        clientSecret: 'secret',
        allowHttp: false,
      },
    });
    expect(tenantUrl(config, 'acme')).toBe('https://acme.portal.example/');
  });

  it('allows a plain-http issuer only when told to', () => {
    const local = { ...OIDC, PORTICO_OIDC_ISSUER: 'http://127.0.0.1:4000' };
    expect(failure(local)).toMatch(/PORTICO_OIDC_ISSUER: must be an https URL.*PORTICO_OIDC_ALLOW_HTTP=true/);
    expect(loadConfig({ ...local, PORTICO_OIDC_ALLOW_HTTP: 'true' }).oidc).toMatchObject({
      issuer: 'http://127.0.0.1:4000',
      allowHttp: true,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT:/],
    [{ PORT: '70000' }, /PORT:/],
    [{ HOST: '' }, /HOST:/],
    [{ PORTICO_SESSION_TTL: 'forever' }, /PORTICO_SESSION_TTL: must be a duration .* not "forever"/],
    [{ PORTICO_LOGIN_TOKEN_TTL: '0m' }, /PORTICO_LOGIN_TOKEN_TTL: must be a duration/],
    [{ PORTICO_FILE_URL_TTL: '12' }, /PORTICO_FILE_URL_TTL: must be a duration/],
    [{ PORTICO_LOG_LEVEL: 'loud' }, /PORTICO_LOG_LEVEL:/],
    [{ PORTICO_TRUST_PROXY: 'yes' }, /PORTICO_TRUST_PROXY: must be false, a hop count .* not "yes"/],
    [{ PORTICO_TRUST_PROXY: '11' }, /PORTICO_TRUST_PROXY: must be a hop count from 0 to 10/],
    [{ PORTICO_TRUST_PROXY: '10.0.0.5,10.0.0.300' }, /PORTICO_TRUST_PROXY: .* not "10.0.0.300"/],
    [{ PORTICO_TRUST_PROXY: '10.0.0.0/33' }, /PORTICO_TRUST_PROXY: .* not "10.0.0.0\/33"/],
    [{ PORTICO_TRUST_PROXY: '10.0.0.5,' }, /PORTICO_TRUST_PROXY: .* not ""/],
    [{ ...OIDC, PORTICO_OIDC_ALLOW_HTTP: '1' }, /PORTICO_OIDC_ALLOW_HTTP:/],
    [{ DATABASE_URL: 'mysql://db/portico' }, /DATABASE_URL must be a postgres:\/\/ URL/],
    [{ PORTICO_BASE_URL: 'not a url' }, /PORTICO_BASE_URL: must be an http\(s\) URL/],
    [{ PORTICO_BASE_URL: 'localhost:3000' }, /PORTICO_BASE_URL: must be an http\(s\) URL/],
    [{ PORTICO_BASE_URL: 'ftp://portal.example' }, /PORTICO_BASE_URL: must be an http\(s\) URL/],
    [{ ...OIDC, PORTICO_OIDC_ISSUER: 'accounts.google.com' }, /PORTICO_OIDC_ISSUER: must be a URL/],
    [
      { PORTICO_OIDC_ISSUER: OIDC.PORTICO_OIDC_ISSUER },
      /PORTICO_OIDC_CLIENT_ID and PORTICO_OIDC_CLIENT_SECRET/,
    ],
    [{ ...OIDC, PORTICO_OIDC_CLIENT_SECRET: '  ' }, /must be set together/],
    [{ PORTICO_SQLITE_SYNCHRONOUS: 'OFF' }, /PORTICO_SQLITE_SYNCHRONOUS: must be FULL or NORMAL/],
    [{ PORTICO_TENANT_WALL: 'yes' }, /PORTICO_TENANT_WALL: must be auto, required or off/],
    [{ PORTICO_REQUEST_TIMEOUT: 'forever' }, /PORTICO_REQUEST_TIMEOUT: must be a duration/],
  ])('refuses %o, naming the variable', (env, message) => {
    const text = failure(env);
    expect(text).toMatch(/^Invalid configuration:\n {2}- /);
    expect(text).toMatch(message);
  });

  it('reads the email settings, with defaults from the base URL', () => {
    const defaults = loadConfig({ PORTICO_BASE_URL: 'https://portal.example' });
    expect(defaults).toMatchObject({
      smtpUrl: null,
      mailFrom: 'Portico <no-reply@portal.example>',
      resetTokenTtlMs: 3_600_000,
      inviteTokenTtlMs: 7 * 86_400_000,
    });
    const set = loadConfig({
      PORTICO_SMTP_URL: 'smtps://user:pass@smtp.example:465',
      PORTICO_MAIL_FROM: 'Acme Portal <portal@acme.example>',
      PORTICO_RESET_TOKEN_TTL: '30m',
      PORTICO_INVITE_TOKEN_TTL: '3d',
    });
    expect(set).toMatchObject({
      smtpUrl: 'smtps://user:pass@smtp.example:465',
      mailFrom: 'Acme Portal <portal@acme.example>',
      resetTokenTtlMs: 1_800_000,
      inviteTokenTtlMs: 3 * 86_400_000,
    });
    expect(loadConfig({ PORTICO_SMTP_URL: 'smtp://127.0.0.1:1025' }).smtpUrl).toBe('smtp://127.0.0.1:1025');
    expect(loadConfig({ PORTICO_MAIL_FROM: 'ops@acme.example' }).mailFrom).toBe('ops@acme.example');
  });

  it.each([
    [{ PORTICO_SMTP_URL: 'http://smtp.example' }, /PORTICO_SMTP_URL: must be an smtp:\/\/ or smtps:\/\//],
    [{ PORTICO_SMTP_URL: 'smtp.example:25' }, /PORTICO_SMTP_URL/],
    [{ PORTICO_MAIL_FROM: 'not an address' }, /PORTICO_MAIL_FROM: must be an address/],
    [{ PORTICO_MAIL_FROM: 'A <a@b.example>\nBcc: x@y.example' }, /PORTICO_MAIL_FROM/],
    [{ PORTICO_RESET_TOKEN_TTL: 'soon' }, /PORTICO_RESET_TOKEN_TTL: must be a duration/],
    [{ PORTICO_INVITE_TOKEN_TTL: '0d' }, /PORTICO_INVITE_TOKEN_TTL: must be a duration/],
  ])('rejects a bad email setting %j', (env, message) => {
    expect(failure(env)).toMatch(message);
  });

  it('reads the digest time, with minutes, or the older whole hour', () => {
    expect(loadConfig({}).digestAt).toEqual({ hour: 8, minute: 0 });
    expect(loadConfig({ PORTICO_DIGEST_TIME: '17:30' }).digestAt).toEqual({ hour: 17, minute: 30 });
    expect(loadConfig({ PORTICO_DIGEST_TIME: ' 6:05 ' }).digestAt).toEqual({ hour: 6, minute: 5 });
    expect(loadConfig({ PORTICO_DIGEST_HOUR: '23' }).digestAt).toEqual({ hour: 23, minute: 0 });
    expect(loadConfig({ PORTICO_DIGEST_HOUR: '0' }).digestAt).toEqual({ hour: 0, minute: 0 });
  });

  it.each([
    [{ PORTICO_DIGEST_TIME: '24:00' }, /PORTICO_DIGEST_TIME: must be a time of day \(UTC\) such as 08:00/],
    [{ PORTICO_DIGEST_TIME: '8' }, /PORTICO_DIGEST_TIME: must be a time of day/],
    [{ PORTICO_DIGEST_TIME: '08:60' }, /PORTICO_DIGEST_TIME: must be a time of day/],
    [{ PORTICO_DIGEST_HOUR: '24' }, /PORTICO_DIGEST_HOUR: must be an hour from 0 to 23/],
    [{ PORTICO_DIGEST_HOUR: 'eight' }, /PORTICO_DIGEST_HOUR: must be an hour from 0 to 23/],
    [
      { PORTICO_DIGEST_HOUR: '8', PORTICO_DIGEST_TIME: '08:00' },
      /PORTICO_DIGEST_HOUR: set PORTICO_DIGEST_TIME/,
    ],
  ])('rejects a bad digest setting %j', (env, message) => {
    expect(failure(env)).toMatch(message);
  });

  it('keeps files on the local disk by default, and reads a file: storage URL', () => {
    const defaults = loadConfig({ PORTICO_DATA_DIR: '/srv/portico' });
    expect(defaults.storage).toEqual({ kind: 'local', root: path.join('/srv/portico', 'files') });
    expect(defaults.s3).toEqual({
      endpoint: null,
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: null,
    });
    expect(loadConfig({ PORTICO_STORAGE_URL: 'file:/mnt/portico-files' }).storage).toEqual({
      kind: 'local',
      root: '/mnt/portico-files',
    });
    expect(loadConfig({ PORTICO_STORAGE_URL: 'file:///mnt/portico-files' }).storage).toEqual({
      kind: 'local',
      root: '/mnt/portico-files',
    });
    // A relative directory is taken from where the command was started, as PORTICO_DATA_DIR is.
    expect(loadConfig({ PORTICO_STORAGE_URL: 'file:shared/files' }).storage).toEqual({
      kind: 'local',
      root: path.resolve(process.env.INIT_CWD ?? process.cwd(), 'shared/files'),
    });
  });

  it('reads an s3:// storage URL with the PORTICO_S3_* settings', () => {
    const aws = loadConfig({ PORTICO_STORAGE_URL: 's3://acme-portal' });
    expect(aws.storage).toEqual({
      kind: 's3',
      bucket: 'acme-portal',
      prefix: '',
      endpoint: null,
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: null,
    });
    const minio = loadConfig({
      PORTICO_STORAGE_URL: 's3://acme-portal/portico/files/',
      PORTICO_S3_ENDPOINT: 'http://minio:9000',
      PORTICO_S3_REGION: 'eu-central-1',
      PORTICO_S3_FORCE_PATH_STYLE: 'true',
      PORTICO_S3_ACCESS_KEY_ID: 'portico',
      PORTICO_S3_SECRET_ACCESS_KEY: 'secret',
    });
    const settings = {
      endpoint: 'http://minio:9000',
      region: 'eu-central-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'portico', secretAccessKey: 'secret' },
    };
    expect(minio.storage).toEqual({
      kind: 's3',
      bucket: 'acme-portal',
      prefix: 'portico/files',
      ...settings,
    });
    // The settings apply to any s3:// URL (storage migrate --to), also while files are on the local disk.
    expect(loadConfig({ PORTICO_S3_REGION: 'eu-west-3' }).s3.region).toBe('eu-west-3');
    // The URL's own parameters override them for that URL.
    const own = loadConfig({
      PORTICO_STORAGE_URL:
        's3://acme-portal?endpoint=https://s3.example:8443&region=auto&forcePathStyle=false',
      PORTICO_S3_ENDPOINT: 'http://minio:9000',
      PORTICO_S3_FORCE_PATH_STYLE: 'true',
    });
    expect(own.storage).toMatchObject({
      endpoint: 'https://s3.example:8443',
      region: 'auto',
      forcePathStyle: false,
    });
    expect(own.s3).toMatchObject({ endpoint: 'http://minio:9000', forcePathStyle: true });
  });

  it.each([
    [
      { PORTICO_STORAGE_URL: '/var/files' },
      /PORTICO_STORAGE_URL: must be file:<directory> or s3:\/\/<bucket>/,
    ],
    [{ PORTICO_STORAGE_URL: 'https://bucket.s3.amazonaws.com' }, /PORTICO_STORAGE_URL: must be file:/],
    [{ PORTICO_STORAGE_URL: 'file:' }, /PORTICO_STORAGE_URL: file: needs a directory/],
    [{ PORTICO_STORAGE_URL: 'file://server/share' }, /PORTICO_STORAGE_URL: .* is not a local file URL/],
    [{ PORTICO_STORAGE_URL: 's3://' }, /PORTICO_STORAGE_URL: "" is not a bucket name/],
    [{ PORTICO_STORAGE_URL: 's3://ab' }, /PORTICO_STORAGE_URL: "ab" is not a bucket name/],
    [{ PORTICO_STORAGE_URL: 's3://Acme_Files' }, /PORTICO_STORAGE_URL: "Acme_Files" is not a bucket name/],
    [{ PORTICO_STORAGE_URL: 's3:acme-files' }, /PORTICO_STORAGE_URL: "s3:acme-files" is not an s3:\/\//],
    [
      { PORTICO_STORAGE_URL: 's3://acme-files/a/../b' },
      /PORTICO_STORAGE_URL: the prefix may hold .* not "\.\."/,
    ],
    [{ PORTICO_STORAGE_URL: 's3://acme-files/a b' }, /PORTICO_STORAGE_URL: the prefix may hold/],
    [
      { PORTICO_STORAGE_URL: 's3://key:secret@acme-files' },
      /PORTICO_STORAGE_URL: an s3:\/\/ URL carries no credentials/,
    ],
    [{ PORTICO_STORAGE_URL: 's3://acme-files?bucket=x' }, /PORTICO_STORAGE_URL: unknown parameter "bucket"/],
    [
      { PORTICO_STORAGE_URL: 's3://acme-files?region=a&region=b' },
      /PORTICO_STORAGE_URL: "region" is given twice/,
    ],
    [{ PORTICO_STORAGE_URL: 's3://acme-files?forcePathStyle=yes' }, /forcePathStyle must be true or false/],
    [{ PORTICO_STORAGE_URL: 's3://acme-files?endpoint=minio:9000' }, /endpoint must be an http\(s\) URL/],
    [{ PORTICO_S3_ENDPOINT: 'minio:9000' }, /PORTICO_S3_ENDPOINT: must be an http\(s\) URL/],
    [{ PORTICO_S3_ENDPOINT: 'http://minio:9000?x=1' }, /PORTICO_S3_ENDPOINT: must be an http\(s\) URL/],
    [{ PORTICO_S3_REGION: 'EU Central' }, /PORTICO_S3_REGION: must be a region name/],
    [{ PORTICO_S3_FORCE_PATH_STYLE: 'yes' }, /PORTICO_S3_FORCE_PATH_STYLE: must be true or false/],
    [
      { PORTICO_S3_ACCESS_KEY_ID: 'portico' },
      /PORTICO_S3_ACCESS_KEY_ID and PORTICO_S3_SECRET_ACCESS_KEY must be set together/,
    ],
    [{ PORTICO_S3_SECRET_ACCESS_KEY: 'secret' }, /must be set together/],
  ])('refuses the storage setting %j', (env, message) => {
    const text = failure(env);
    expect(text).toMatch(/^Invalid configuration:\n {2}- /);
    expect(text).toMatch(message);
  });

  it('names every bad variable at once', () => {
    const text = failure({ PORT: 'x', PORTICO_LOG_LEVEL: 'loud', PORTICO_SESSION_TTL: 'long' });
    expect(text.split('\n').slice(1)).toEqual([
      expect.stringMatching(/^ {2}- PORT:/),
      expect.stringMatching(/^ {2}- PORTICO_SESSION_TTL:/),
      expect.stringMatching(/^ {2}- PORTICO_LOG_LEVEL:/),
    ]);
  });
});
