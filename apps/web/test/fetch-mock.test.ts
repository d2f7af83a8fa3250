import { describe, expect, it } from 'vitest';
import { contractViolations, mockFetch, ok } from './fetch-mock';
import { testUser } from './render';

describe('mockFetch', () => {
  it('answers a success body that matches the contract', async () => {
    mockFetch({ 'GET /api/auth/check-user-auth': () => ({ body: { success: true, user: testUser() } }) });
    const response = await fetch('/api/auth/check-user-auth');
    expect(response.status).toBe(200);
    expect(contractViolations).toEqual([]);
  });

  it('fails a success body that breaks the endpoint response schema, even when the app swallows it', async () => {
    // The compiler refuses this handler; the cast stands for a mock typed loosely elsewhere.
    mockFetch({ 'GET /api/boards/getAllGroups/b1': ok([{ id: 'g1' }]) as never });
    await expect(fetch('/api/boards/getAllGroups/b1')).rejects.toThrow(/breaks the contract/);
    expect(contractViolations).toHaveLength(1);
    contractViolations.length = 0;
  });

  it('lets error answers through with any body', async () => {
    mockFetch({ 'GET /api/boards/getAllGroups/b1': () => ({ status: 502, body: 'Bad gateway' }) });
    expect((await fetch('/api/boards/getAllGroups/b1')).status).toBe(502);
  });
});
