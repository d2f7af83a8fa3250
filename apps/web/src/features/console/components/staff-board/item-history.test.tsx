import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, ok } from '@test/fetch-mock';
import { renderWithApp } from '@test/render';
import { activityEntry } from '@test/console/fixtures';
import { ItemHistory } from './item-history';

const now = new Date('2026-03-04T12:00:00.000Z');

const created = activityEntry({
  id: 'a0',
  at: '2026-03-01T08:00:00.000Z',
  actor: { kind: 'operator', id: null, name: 'Operator (CLI)' },
  action: 'created',
  field: 'Group',
  columnId: null,
  oldValue: null,
  newValue: 'Backlog',
});

describe('ItemHistory', { timeout: 15_000 }, () => {
  it('shows who changed what and when, newest first, with the values before and after', async () => {
    const { requests } = mockFetch({
      'GET /api/console/activity': ok({
        entries: [
          activityEntry({ id: 'a2', at: '2026-03-04T11:55:00.000Z' }),
          activityEntry({
            id: 'a1',
            at: '2026-03-03T10:00:00.000Z',
            actor: { kind: 'staff', id: 's1', name: 'Adele Admin' },
            field: 'Group',
            columnId: null,
            oldValue: 'Backlog',
            newValue: 'Doing',
          }),
          created,
        ],
        nextCursor: null,
      }),
    });
    renderWithApp(<ItemHistory boardId="b1" itemId="i1" now={now} />);
    const list = await screen.findByRole('list', { name: 'Changes to this item' });
    const [first, second, third] = within(list).getAllByTestId('item-history-entry') as HTMLElement[];
    expect(first).toHaveTextContent('Riley Chen');
    expect(first).toHaveTextContent('Client');
    expect(first).toHaveTextContent('changed Status');
    expect(first).toHaveTextContent('Working on it → Done');
    expect(first).not.toHaveTextContent('Website');
    const time = within(first as HTMLElement).getByText('5 minutes ago');
    expect(time).toHaveAttribute('datetime', '2026-03-04T11:55:00.000Z');
    expect(time.getAttribute('title')).toMatch(/2026/);
    expect(second).toHaveTextContent('Adele Admin');
    expect(second).toHaveTextContent('moved this item');
    expect(second).toHaveTextContent('Backlog → Doing');
    expect(third).toHaveTextContent('Operator (CLI)');
    expect(third).toHaveTextContent('created this item in Backlog');
    const query = requests[0]?.url.searchParams;
    expect(query?.get('itemId')).toBe('i1');
    expect(query?.has('cursor')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
  });

  it('asks for the next page of this item with the cursor on "Show older"', async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch({
      'GET /api/console/activity': (request) => {
        const cursor = request.url.searchParams.get('cursor');
        return ok({
          entries: cursor ? [created] : [activityEntry({ id: 'a2', at: '2026-03-04T11:00:00.000Z' })],
          nextCursor: cursor ? null : 'older-page',
        })();
      },
    });
    renderWithApp(<ItemHistory boardId="b1" itemId="i1" now={now} />);
    await user.click(await screen.findByRole('button', { name: 'Show older' }));
    await waitFor(() => expect(screen.getAllByTestId('item-history-entry')).toHaveLength(2));
    const last = requests.at(-1)?.url.searchParams;
    expect(last?.get('itemId')).toBe('i1');
    expect(last?.get('cursor')).toBe('older-page');
    expect(screen.getAllByTestId('item-history-entry')[1]).toHaveTextContent('created this item');
    expect(screen.queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
  });

  it('says a change made on another board was made there', async () => {
    mockFetch({
      'GET /api/console/activity': ok({
        entries: [activityEntry({ boardId: 'b9', boardName: 'Archive' })],
        nextCursor: null,
      }),
    });
    renderWithApp(<ItemHistory boardId="b1" itemId="i1" now={now} />);
    expect(await screen.findByTestId('item-history-entry')).toHaveTextContent('changed Status on Archive');
  });

  it('shows a skeleton while loading, then says when nothing has been recorded', async () => {
    mockFetch({ 'GET /api/console/activity': ok({ entries: [], nextCursor: null }) });
    renderWithApp(<ItemHistory boardId="b1" itemId="i1" now={now} />);
    expect(screen.getByLabelText('Loading the history')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading the history')).not.toBeInTheDocument();
  });

  it("shows the server's message and tries again", async () => {
    const user = userEvent.setup();
    let calls = 0;
    mockFetch({
      'GET /api/console/activity': () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { success: false, message: 'The record is resting.' } }
          : ok({ entries: [activityEntry()], nextCursor: null })();
      },
    });
    renderWithApp(<ItemHistory boardId="b1" itemId="i1" now={now} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The record is resting.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('item-history-entry')).toHaveTextContent('changed Status');
  });

  it('keeps the entries it has when an older page fails, and tries that page again', async () => {
    const user = userEvent.setup();
    let older = 0;
    mockFetch({
      'GET /api/console/activity': (request) => {
        if (!request.url.searchParams.get('cursor'))
          return ok({ entries: [activityEntry()], nextCursor: 'older-page' })();
        older += 1;
        return older === 1
          ? { status: 503, body: { success: false, message: 'Try again in a moment.' } }
          : ok({ entries: [created], nextCursor: null })();
      },
    });
    renderWithApp(<ItemHistory boardId="b1" itemId="i1" now={now} />);
    await user.click(await screen.findByRole('button', { name: 'Show older' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Try again in a moment.');
    expect(screen.queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
    expect(screen.getAllByTestId('item-history-entry')).toHaveLength(1);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByTestId('item-history-entry')).toHaveLength(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
