import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, ok } from '@test/fetch-mock';
import { authValue, renderWithApp, testUser } from '@test/render';
import { activityEntry } from '@test/console/fixtures';
import { ActivityScreen } from './activity-screen';

const admin = authValue({
  user: testUser({
    id: 's1',
    role: 'admin',
    boardsData: [
      { boardId: 'b1', boardName: 'Website' },
      { boardId: 'b2', boardName: 'Campaign' },
    ],
  }),
});

const actors = [
  { kind: 'staff' as const, id: 's1', name: 'Adele Admin' },
  { kind: 'client' as const, id: 'c1', name: 'Riley Chen' },
  { kind: 'operator' as const, id: null, name: 'Operator (CLI)' },
];

describe('ActivityScreen', () => {
  it('reads each change as a sentence with who, a kind badge, the values and when', async () => {
    mockFetch({
      'GET /api/console/activity': ok({
        entries: [
          activityEntry({ at: new Date().toISOString() }),
          activityEntry({
            id: 'a2',
            actor: { kind: 'staff', id: 's1', name: 'Adele Admin' },
            subject: 'client',
            action: 'approved',
            subjectName: 'Pat Pending <pat@acme.test>',
            boardId: null,
            boardName: null,
            field: null,
            oldValue: null,
            newValue: null,
          }),
        ],
        nextCursor: null,
      }),
      'GET /api/console/activity/actors': ok({ actors }),
    });
    renderWithApp(<ActivityScreen />, { auth: admin });
    const [first, second] = await screen.findAllByTestId('activity-entry');
    expect(first).toHaveTextContent('Riley Chen');
    expect(first).toHaveTextContent('Client');
    expect(first).toHaveTextContent('changed Status of Landing page on Website');
    expect(first).toHaveTextContent('Working on it → Done');
    expect(within(first as HTMLElement).getByText('just now')).toHaveAttribute('title');
    expect(second).toHaveTextContent('Adele Admin Staff approved Pat Pending');
    expect(screen.getByRole('heading', { name: 'Today' })).toBeInTheDocument();
  });

  it('filters by board and person on the server, and loads more with the cursor', async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch({
      'GET /api/console/activity': (request) =>
        ok({
          entries: [
            activityEntry({ id: request.url.searchParams.get('cursor') ? 'a9' : 'a1', subjectName: 'Page' }),
          ],
          nextCursor: request.url.searchParams.get('cursor') ? null : 'next-page',
        })(),
      'GET /api/console/activity/actors': ok({ actors }),
    });
    renderWithApp(<ActivityScreen />, { auth: admin });
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('activity-entry')).toHaveLength(2));
    expect(requests.at(-1)?.url.searchParams.get('cursor')).toBe('next-page');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Board' }));
    await user.click(await screen.findByRole('option', { name: 'Campaign' }));
    await waitFor(() => expect(requests.at(-1)?.url.searchParams.get('boardId')).toBe('b2'));
    await user.click(screen.getByRole('combobox', { name: 'Person' }));
    expect(await screen.findByRole('option', { name: 'Adele Admin (you)' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Riley Chen' }));
    await waitFor(() => expect(requests.at(-1)?.url.searchParams.get('actorId')).toBe('c1'));
    expect(requests.at(-1)?.url.searchParams.get('boardId')).toBe('b2');
  });

  it("keeps the operator's filter in the URL and asks for its changes by kind", async () => {
    const { requests } = mockFetch({
      'GET /api/console/activity': ok({ entries: [], nextCursor: null }),
      'GET /api/console/activity/actors': ok({ actors }),
    });
    renderWithApp(<ActivityScreen />, {
      url: '/console/activity?kind=operator&board=b1',
      path: '/console/activity',
      auth: admin,
    });
    expect(await screen.findByText('No activity matches these filters.')).toBeInTheDocument();
    const query = requests.find((r) => r.url.pathname === '/api/console/activity')?.url.searchParams;
    expect(query?.get('actorKind')).toBe('operator');
    expect(query?.get('boardId')).toBe('b1');
    expect(query?.has('actorId')).toBe(false);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Person' })).toHaveTextContent('Operator (CLI)'),
    );
  });

  it('says so when nothing matches, with a way to clear the filters', async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/console/activity': ok({ entries: [], nextCursor: null }),
      'GET /api/console/activity/actors': ok({ actors: [] }),
    });
    renderWithApp(<ActivityScreen />, {
      url: '/console/activity?from=2026-01-01',
      path: '/console/activity',
      auth: authValue({ user: testUser({ role: 'editor' }) }),
    });
    expect(await screen.findByText('No activity matches these filters.')).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('2026-01-01');
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    expect(await screen.findByText('Nothing has changed yet.')).toBeInTheDocument();
  });
});
