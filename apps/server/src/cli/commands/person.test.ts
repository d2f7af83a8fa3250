import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { photoThumbsResponseSchema } from '@portico/contract';
import { makeTenant, makeUser, signIn, useTestApp } from '../../../test/support/app';
import { cliFails, cliOk } from '../../../test/support/cli';
import { PNG, fileRows } from '../../../test/support/files';
import { type Client, expectBody } from '../../../test/support/http';
import type { Tenant } from '../../domain/tenant';

const t = useTestApp();
let tenant: Tenant;
let api: Client;
beforeAll(async () => {
  tenant = await makeTenant(t.services);
  api = await signIn(t, tenant, await makeUser(t.services, tenant, { email: 'ann@example.com' }));
});

const writeFile = (name: string, bytes: Buffer) => {
  const file = path.join(t.ctx.config.dataDir, name);
  fs.writeFileSync(file, bytes);
  return file;
};

const thumbs = async () =>
  expectBody(await api.get('/api/boards/getPhotothumbs'), 200, photoThumbsResponseSchema).data.users;

describe('portico person create / list', () => {
  it('adds people with and without a photo, which the portal then lists', async () => {
    const photo = writeFile('face.png', PNG);
    expect(
      await cliOk(
        t,
        'person',
        'create',
        tenant.slug,
        'Rita@Example.com',
        '--name',
        'Rita Ora',
        '--photo',
        photo,
      ),
    ).toBe(`Added Rita Ora <rita@example.com> to the people of ${tenant.slug}.\n`);
    // A portal user with the email is that person ("assigned to me" matches them).
    expect(await cliOk(t, 'person', 'create', tenant.slug, 'ann@example.com', '--name', 'Ann')).toBe(
      `Added Ann <ann@example.com> (the portal user with this email) to the people of ${tenant.slug}.\n`,
    );
    const people = await thumbs();
    const rita = people.find((p) => p.email === 'rita@example.com')!;
    expect(rita.name).toBe('Rita Ora');
    const image = await api.get(rita.photo_thumb as string);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    expect((await t.services.people.findByEmail(tenant.id, 'ann@example.com'))?.user_id).not.toBeNull();

    const json = JSON.parse(await cliOk(t, 'person', 'list', tenant.slug, '--json')) as unknown[];
    expect(json).toEqual([
      { id: expect.any(String), name: 'Ann', email: 'ann@example.com', photo: false },
      { id: rita.id, name: 'Rita Ora', email: 'rita@example.com', photo: true },
    ]);
    expect(await cliOk(t, 'person', 'list', tenant.slug)).toMatch(
      new RegExp(`${rita.id} +Rita Ora +rita@example\\.com +yes\\n`),
    );
  });

  it('refuses a person who exists, a bad email and a file that is no image, storing nothing', async () => {
    const files = (await fileRows(t, tenant.id)).length;
    expect(await cliFails(t, 'person', 'create', tenant.slug, 'RITA@example.com', '--name', 'Again')).toBe(
      `A person rita@example.com already exists in tenant ${tenant.slug}.`,
    );
    expect(await cliFails(t, 'person', 'create', tenant.slug, 'not-an-email', '--name', 'X')).toMatch(
      /email/i,
    );
    expect(await cliFails(t, 'person', 'create', tenant.slug, 'x@example.com')).toMatch(
      /required option '--name <name>'/,
    );
    const text = writeFile('face.png.txt', Buffer.from('hello'));
    expect(
      await cliFails(t, 'person', 'create', tenant.slug, 'x@example.com', '--name', 'X', '--photo', text),
    ).toMatch(/face\.png\.txt: The file given is not an image$/);
    expect(await t.services.people.findByEmail(tenant.id, 'x@example.com')).toBeUndefined();
    expect((await fileRows(t, tenant.id)).length).toBe(files);
  });
});
