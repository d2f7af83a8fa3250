import { describe, expect, it } from 'vitest';
import { feedbackResponseSchema, serverMessages, validationMessages } from '@portico/contract';
import { makeTenant, makeUser, signIn, useTestApp } from '../../../test/support/app';
import { expectBody, expectError } from '../../../test/support/http';

const t = useTestApp();
const URL_PATH = '/api/feedback/send-feedback';

const signedIn = async () => {
  const tenant = await makeTenant(t.services);
  const user = await makeUser(t.services, tenant, { name: 'Dana Scully', email: 'dana@example.com' });
  return { tenant, user, client: await signIn(t, tenant, user) };
};

describe('POST /api/feedback/send-feedback', () => {
  it('stores the feedback with tenant, user and time; name and email default to the user’s', async () => {
    const { tenant, user, client } = await signedIn();
    const before = new Date().toISOString();
    const res = await client.post(URL_PATH, { summary: '  Great portal ', details: 'Dark theme please.\n' });
    expect(expectBody(res, 200, feedbackResponseSchema).message).toBe(serverMessages.feedbackSent);
    const [row, ...rest] = await t.services.feedback.list(tenant.id);
    expect(rest).toHaveLength(0);
    expect(row).toMatchObject({
      tenant_id: tenant.id,
      user_id: user.id,
      name: 'Dana Scully',
      email: 'dana@example.com',
      summary: 'Great portal',
      details: 'Dark theme please.',
    });
    expect(row!.created_at >= before && row!.created_at <= new Date().toISOString()).toBe(true);
  });

  it('keeps a name and email given with the feedback', async () => {
    const { tenant, client } = await signedIn();
    const body = { summary: 'Bug', details: 'The logo is blurry.', name: 'Dana S.', email: 'ds@fbi.example' };
    expectBody(await client.post(URL_PATH, body), 200, feedbackResponseSchema);
    expect(await t.services.feedback.list(tenant.id)).toEqual([
      expect.objectContaining({ name: 'Dana S.', email: 'ds@fbi.example' }),
    ]);
  });

  it('requires a summary and details (not only whitespace), and stores nothing otherwise', async () => {
    const { tenant, client } = await signedIn();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ summary: '   ', details: 'Details' }, validationMessages.summaryRequired],
      [{ details: 'Details' }, validationMessages.summaryRequired],
      [{ summary: 'Summary', details: ' \n\t ' }, validationMessages.detailsRequired],
      [{ summary: 'Summary' }, validationMessages.detailsRequired],
      [{ summary: 'x'.repeat(201), details: 'Details' }, 'Summary must be at most 200 characters'],
      [{ summary: 'Summary', details: 'Details', email: 'not an email' }, validationMessages.invalidEmail],
    ];
    for (const [body, message] of cases) expectError(await client.post(URL_PATH, body), 400, message);
    expect(await t.services.feedback.list(tenant.id)).toHaveLength(0);
  });

  it('needs a signed-in user', async () => {
    const { tenant, client } = await signedIn();
    expectError(
      await client.withToken(null).post(URL_PATH, { summary: 'Hi', details: 'There' }),
      401,
      serverMessages.authRequired,
    );
    expect(await t.services.feedback.list(tenant.id)).toHaveLength(0);
  });

  it('accepts 20 per user per hour', async () => {
    const { tenant, client } = await signedIn();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await client.post(URL_PATH, { summary: `Idea ${i}`, details: 'More.' })).statusCode);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses[20]).toBe(429);
    expect(await t.services.feedback.list(tenant.id)).toHaveLength(20);
    // Another user of the tenant is not affected.
    const other = await signIn(t, tenant, await makeUser(t.services, tenant));
    expectBody(
      await other.post(URL_PATH, { summary: 'Me too', details: 'Yes.' }),
      200,
      feedbackResponseSchema,
    );
  });
});
