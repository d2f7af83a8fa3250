import { describe, expect, it } from 'vitest';
import {
  MAX_UPLOAD_BYTES,
  checkUserAuthResponseSchema,
  serverMessages,
  updateProfileResponseSchema,
  validationMessages,
} from '@portico/contract';
import { makeTenant, makeUser, signIn, useTestApp } from '../../../test/support/app';
import { JPEG, PNG, fileBlob, fileRows, pngOfSize, storedFiles } from '../../../test/support/files';
import { expectBody, expectError } from '../../../test/support/http';

const t = useTestApp();
const URL_PATH = '/api/user/update-profile';

const signedIn = async () => {
  const tenant = await makeTenant(t.services);
  const user = await makeUser(t.services, tenant, { name: 'Dana Scully' });
  return { tenant, user, client: await signIn(t, tenant, user) };
};

const form = (fields: Record<string, string | [Blob, string]>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') data.append(name, value);
    else data.append(name, value[0], value[1]);
  }
  return data;
};

describe('PATCH /api/user/update-profile', () => {
  it('changes the name (trimmed) and keeps it', async () => {
    const { client } = await signedIn();
    const res = await client.multipart('PATCH', URL_PATH, form({ name: '  Fox Mulder ' }));
    const body = expectBody(res, 200, updateProfileResponseSchema);
    expect(body.message).toBe(serverMessages.profileUpdated);
    expect(body.data).toMatchObject({ name: 'Fox Mulder', profilePicture: null });
    const me = expectBody(await client.get('/api/auth/check-user-auth'), 200, checkUserAuthResponseSchema);
    expect(me.user.name).toBe('Fox Mulder');
  });

  it('stores a PNG avatar whose URL serves the bytes as an inline image', async () => {
    const { client } = await signedIn();
    const res = await client.multipart(
      'PATCH',
      URL_PATH,
      form({ name: 'Dana Scully', profilePicture: [fileBlob(PNG, 'image/png'), 'me.png'] }),
    );
    const url = expectBody(res, 200, updateProfileResponseSchema).data.profilePicture as string;
    expect(url).toMatch(/^\/api\/files\/\w+\/avatar\?expires=\d+&signature=[\w-]+$/);
    const file = await client.withToken(null).get(url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toBe(`inline; filename="me.png"; filename*=UTF-8''me.png`);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  });

  it('recognises a JPEG by its bytes, whatever its name and declared type', async () => {
    const { client, tenant } = await signedIn();
    const res = await client.multipart(
      'PATCH',
      URL_PATH,
      form({ name: 'Dana Scully', profilePicture: [fileBlob(JPEG, 'image/png'), 'photo.png'] }),
    );
    const url = expectBody(res, 200, updateProfileResponseSchema).data.profilePicture as string;
    const file = await client.get(url);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.rawPayload.equals(JPEG)).toBe(true);
    expect((await fileRows(t, tenant.id)).map((r) => [r.kind, r.content_type, r.size])).toEqual([
      ['avatar', 'image/jpeg', JPEG.length],
    ]);
  });

  it('refuses a text file named .png, and stores nothing', async () => {
    const { client, tenant, user } = await signedIn();
    const text = Buffer.from('just some text, not an image');
    const res = await client.multipart(
      'PATCH',
      URL_PATH,
      form({ name: 'Renamed', profilePicture: [fileBlob(text, 'image/png'), 'fake.png'] }),
    );
    expectError(res, 400, validationMessages.notAnImage);
    expect(await fileRows(t, tenant.id)).toHaveLength(0);
    expect(storedFiles(t, tenant.id)).toHaveLength(0);
    expect((await t.services.users.findById(tenant, user.id))?.name).toBe('Dana Scully');
  });

  it('accepts an image of exactly 5242880 bytes and refuses one byte more with a 413, storing nothing', async () => {
    const { client, tenant } = await signedIn();
    const upload = (size: number) =>
      client.multipart(
        'PATCH',
        URL_PATH,
        form({ name: 'Dana Scully', profilePicture: [fileBlob(pngOfSize(size), 'image/png'), 'big.png'] }),
      );
    expectError(await upload(MAX_UPLOAD_BYTES + 1), 413, serverMessages.fileTooLarge);
    expect(await fileRows(t, tenant.id)).toHaveLength(0);
    expect(storedFiles(t, tenant.id)).toHaveLength(0);
    expectBody(await upload(MAX_UPLOAD_BYTES), 200, updateProfileResponseSchema);
    expect((await fileRows(t, tenant.id)).map((r) => r.size)).toEqual([MAX_UPLOAD_BYTES]);
  });

  it('requires a name, and discards the avatar of a refused request', async () => {
    const { client, tenant } = await signedIn();
    const cases: Array<Record<string, string>> = [{}, { name: '' }, { name: '   ' }];
    for (const fields of cases) {
      const res = await client.multipart(
        'PATCH',
        URL_PATH,
        form({ ...fields, profilePicture: [fileBlob(PNG, 'image/png'), 'me.png'] }),
      );
      expectError(res, 400, validationMessages.nameRequired);
    }
    expect(await fileRows(t, tenant.id)).toHaveLength(0);
    expect(storedFiles(t, tenant.id)).toHaveLength(0);
  });

  it('removes the previous avatar when a new one is uploaded', async () => {
    const { client, tenant } = await signedIn();
    const upload = async (bytes: Buffer, name: string) =>
      expectBody(
        await client.multipart(
          'PATCH',
          URL_PATH,
          form({ name: 'Dana Scully', profilePicture: [fileBlob(bytes, 'image/*'), name] }),
        ),
        200,
        updateProfileResponseSchema,
      ).data.profilePicture as string;
    const first = await upload(PNG, 'first.png');
    const second = await upload(JPEG, 'second.jpg');
    expect(await fileRows(t, tenant.id)).toHaveLength(1);
    expect(storedFiles(t, tenant.id)).toHaveLength(1);
    expectError(await client.get(first), 404, serverMessages.fileNotFound);
    expect((await client.get(second)).statusCode).toBe(200);
    // A name-only update keeps the avatar.
    const kept = await client.multipart('PATCH', URL_PATH, form({ name: 'Dana K. Scully' }));
    expect(expectBody(kept, 200, updateProfileResponseSchema).data.profilePicture).toBe(second);
  });

  it('refuses JSON, malformed and truncated multipart bodies and unexpected or extra files', async () => {
    const { client, tenant } = await signedIn();
    expectError(await client.patch(URL_PATH, { name: 'Json' }), 415, serverMessages.invalidMultipart);
    const boundary = '----portico-test';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nDana\r\n--${boundary}\r\nContent-Disposition: form-data; name="profilePicture"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`;
    const truncated = Buffer.concat([Buffer.from(head), PNG]); // no closing boundary
    const send = (body: Buffer | string, contentType: string) =>
      client.request('PATCH', URL_PATH, { body, headers: { 'content-type': contentType } });
    expectError(
      await send(truncated, `multipart/form-data; boundary=${boundary}`),
      400,
      serverMessages.invalidMultipart,
    );
    const missingBoundary = await send(Buffer.from(head), 'multipart/form-data');
    expect(missingBoundary.statusCode).toBeGreaterThanOrEqual(400);
    expect(missingBoundary.statusCode).toBeLessThan(500);
    const other = await client.multipart(
      'PATCH',
      URL_PATH,
      form({ name: 'Dana', document: [fileBlob(PNG, 'image/png'), 'x.png'] }),
    );
    expectError(other, 400, 'Unexpected file field "document".');
    const two = new FormData();
    two.append('name', 'Dana');
    two.append('profilePicture', fileBlob(PNG, 'image/png'), 'a.png');
    two.append('profilePicture', fileBlob(JPEG, 'image/jpeg'), 'b.jpg');
    expectError(await client.multipart('PATCH', URL_PATH, two), 400, 'Send one profile picture at most.');
    expect(await fileRows(t, tenant.id)).toHaveLength(0);
    expect(storedFiles(t, tenant.id)).toHaveLength(0);
  });

  it('needs a signed-in user', async () => {
    const { client } = await signedIn();
    expectError(
      await client.withToken(null).multipart('PATCH', URL_PATH, form({ name: 'Nobody' })),
      401,
      serverMessages.authRequired,
    );
  });
});
