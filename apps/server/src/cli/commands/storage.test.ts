import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { makeTenant, useTestApp } from '../../../test/support/app';
import { cliFails, runCli, runCliInProcess } from '../../../test/support/cli';
import { PNG, makeFile } from '../../../test/support/files';
import { clientFor } from '../../../test/support/http';
import { S3RVER_CREDENTIALS, useS3 } from '../../../test/support/s3';
import { openStorage } from '../../storage/open';

const s3 = useS3();
const t = useTestApp();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-storage-cli-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Credentials go in the environment, as an operator's would; the store's address in the URL. */
const S3_ENV = {
  PORTICO_S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
  PORTICO_S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
};
const s3Url = (prefix: string) => `s3://${s3.bucket}/${prefix}?endpoint=${s3.endpoint}&forcePathStyle=true`;
/** `portico storage migrate --to <to>` in the test's process, with the S3 credentials in the environment. */
const migrate = (to: string, ...more: string[]) =>
  runCliInProcess(t, ['storage', 'migrate', '--to', to, ...more], S3_ENV);

const allFiles = () => t.ctx.db.kysely.selectFrom('files').selectAll().execute();
const localFile = (key: string) => path.join(t.ctx.config.dataDir, 'files', key);

describe('portico storage migrate', () => {
  it("copies every tenant's files to S3, skips them when run again, and the app on S3 serves them", async () => {
    const a = await makeTenant(t.services);
    const b = await makeTenant(t.services);
    const text = Buffer.from('minutes of the kick-off meeting');
    const big = Buffer.alloc(300_000, 7);
    const logo = await makeFile(t.services, a, 'logo.png', PNG);
    const notes = await makeFile(t.services, a, 'notes.txt', text);
    const bigFile = await makeFile(t.services, b, 'big.bin', big);
    const rows = await allFiles();
    expect(rows).toHaveLength(3);

    // Two files per batch: the second batch starts inside the first tenant's files, or between tenants. A
    // real process, as an operator runs it: the credentials come from its environment.
    const first = await runCli(
      t,
      ['storage', 'migrate', '--to', s3Url('moved'), '--batch-size', '2'],
      S3_ENV,
    );
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain(
      `Copying every tenant's files from file:${path.join(t.ctx.config.dataDir, 'files')}`,
    );
    expect(first.stdout).toContain(`to s3://${s3.bucket}/moved (${s3.endpoint})`);
    expect(first.stdout).toMatch(/^2 files checked: 2 copied, 0 already there, 0 missing, 0 failed\.$/m);
    expect(first.stdout).toContain('Done: 3 files checked; 3 copied, 0 already there, 0 missing, 0 failed.');
    expect(first.stdout).toContain(`PORTICO_STORAGE_URL='${s3Url('moved')}'`);
    expect(first.stderr).toBe('');
    expect(await s3.keys('moved/')).toEqual(rows.map((r) => `moved/${r.storage_key}`).sort());

    const second = await migrate(s3Url('moved'));
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toContain('Done: 3 files checked; 0 copied, 3 already there, 0 missing, 0 failed.');

    // An app on the same database, configured for the bucket (and only it), serves every file.
    const storage = s3.storage('moved');
    const onS3 = await buildApp({
      ...t.ctx,
      config: { ...t.ctx.config, storage },
      storage: await openStorage(storage),
    });
    try {
      for (const [file, bytes, slug] of [
        [logo, PNG, a.slug],
        [notes, text, a.slug],
        [bigFile, big, b.slug],
      ] as const) {
        const res = await clientFor(onS3.app, slug).get(
          onS3.services.files.url(file.tenant_id, file.id, file.name),
        );
        expect(res.statusCode).toBe(200);
        expect(res.rawPayload.equals(bytes)).toBe(true);
      }
    } finally {
      await onS3.app.close();
    }
  });

  it('copies again a file whose copy has the wrong size', async () => {
    const tenant = await makeTenant(t.services);
    const file = await makeFile(t.services, tenant, 'plan.txt', Buffer.from('the plan, in full'));
    expect((await migrate(s3Url('resize'))).code).toBe(0);
    // A copy cut short (by hand, or by another tool): the next run replaces it.
    const target = await openStorage(s3.storage('resize'));
    await target.remove(file.storage_key);
    await target.write(file.storage_key, Readable.from(['the plan']), {
      maxBytes: 100,
      tooLarge: () => new Error('too large'),
    });
    const run = await migrate(s3Url('resize'));
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/Done: \d+ files checked; 1 copied, \d+ already there, 0 missing, 0 failed\./);
    expect(await target.size(file.storage_key)).toBe(Buffer.byteLength('the plan, in full'));
  });

  it('reports a file missing from the source, copies the others, and exits 1', async () => {
    const tenant = await makeTenant(t.services);
    const gone = await makeFile(t.services, tenant, 'gone.txt', Buffer.from('lost bytes'));
    const kept = await makeFile(t.services, tenant, 'kept.txt', Buffer.from('kept bytes'));
    fs.rmSync(localFile(gone.storage_key));
    const others = (await allFiles()).filter((f) => fs.existsSync(localFile(f.storage_key)));
    const run = await migrate(s3Url('partial'));
    expect(run.code).toBe(1);
    const errors = run.stderr.trim().split('\n');
    expect(errors).toEqual([
      `missing: file ${gone.id} of tenant ${tenant.id} (${gone.storage_key}) is not in the source store`,
      'error: 1 file was not copied (listed above). Fix what is reported and run the command again: files already copied are skipped.',
    ]);
    expect(run.stdout).toContain(`copied, 0 already there, 1 missing, 0 failed.`);
    expect(run.stdout).not.toContain('PORTICO_STORAGE_URL');
    expect(await s3.keys('partial/')).toEqual(others.map((f) => `partial/${f.storage_key}`).sort());
    expect(await s3.keys('partial/')).toContain(`partial/${kept.storage_key}`);
    // The row of the lost file goes, so that the tests after this one see a complete source.
    await t.services.files.discard(tenant.id, gone.id);
  });

  it('copies to another directory with a file: URL', async () => {
    const tenant = await makeTenant(t.services);
    const file = await makeFile(t.services, tenant, 'a.png', PNG);
    const target = path.join(dir, 'files');
    const run = await runCliInProcess(t, ['storage', 'migrate', '--to', `file:${target}`]);
    expect(run.code, run.stderr).toBe(0);
    expect(fs.readFileSync(path.join(target, file.storage_key)).equals(PNG)).toBe(true);
  });

  it('counts copies to an unreachable store as failed, stops after ten in a row, and exits 1', async () => {
    const tenant = await makeTenant(t.services);
    for (let i = 0; i < 12; i += 1) await makeFile(t.services, tenant, `f${i}.txt`, Buffer.from(`file ${i}`));
    const total = (await allFiles()).length;
    // A port nothing listens on: s3rver's, once it is closed, is not known to stay free; port 9 (discard) is
    // never served on a test machine.
    const run = await migrate(`s3://${s3.bucket}/x?endpoint=http://127.0.0.1:9&forcePathStyle=true`);
    expect(run.code).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines.at(-1)).toBe(
      'error: Stopped after 10 failed copies in a row: check that the target is reachable and writable, then run again.',
    );
    const failed = lines.filter((l) => l.startsWith('failed: '));
    expect(failed.length).toBeGreaterThanOrEqual(10);
    expect(failed.length).toBeLessThan(total);
    expect(failed[0]).toMatch(/ECONNREFUSED/);
  });

  it.each([
    [
      'ftp://files.example',
      '--to: must be file:<directory> or s3://<bucket>[/<prefix>], not "ftp://files.example"',
    ],
    [
      's3://Bad_Bucket/x',
      '--to: "Bad_Bucket" is not a bucket name (3 to 63 lowercase letters, digits, dots and hyphens)',
    ],
    [
      's3://portico-files?secret=x',
      '--to: unknown parameter "secret" (an s3:// URL may set endpoint, region and forcePathStyle)',
    ],
    [
      's3://key:secret@portico-files',
      '--to: an s3:// URL carries no credentials; set PORTICO_S3_ACCESS_KEY_ID and PORTICO_S3_SECRET_ACCESS_KEY',
    ],
    [
      's3://portico-files?endpoint=minio:9000',
      '--to: endpoint must be an http(s) URL such as http://127.0.0.1:9000',
    ],
  ])('refuses --to %s', async (to, message) => {
    expect(await cliFails(t, 'storage', 'migrate', '--to', to)).toBe(message);
  });

  it('refuses the configured store as target, and a missing --to', async () => {
    expect(
      await cliFails(t, 'storage', 'migrate', '--to', `file:${path.join(t.ctx.config.dataDir, 'files')}`),
    ).toBe(`--to names the storage already configured (file:${path.join(t.ctx.config.dataDir, 'files')}).`);
    const run = await runCliInProcess(t, ['storage', 'migrate']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("required option '--to <url>' not specified");
  });
});
