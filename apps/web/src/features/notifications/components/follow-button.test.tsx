import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type MockHandlers, mockFetch, ok } from '@test/fetch-mock';
import { renderWithApp } from '@test/render';
import { FollowButton } from './follow-button';

const FOLLOW = '/api/boards/b1/items/i1/follow';

const open = (handlers: MockHandlers) => {
  const mocks = mockFetch(handlers);
  renderWithApp(<FollowButton boardId="b1" itemId="i1" />);
  return mocks;
};

describe('FollowButton', { timeout: 15_000 }, () => {
  it('follows and unfollows the item, pressed while following', async () => {
    const user = userEvent.setup();
    const { requests } = open({
      [`GET ${FOLLOW}`]: ok({ following: false }),
      [`PUT ${FOLLOW}`]: ok({ following: true }),
      [`DELETE ${FOLLOW}`]: ok({ following: false }),
    } as MockHandlers);
    const button = await screen.findByRole('button', { name: 'Follow' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAttribute('aria-pressed', 'false');

    await user.click(button);
    expect(await screen.findByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
    expect(requests.at(-1)?.method).toBe('PUT');

    await user.click(screen.getByRole('button', { name: 'Following' }));
    expect(await screen.findByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
    expect(requests.at(-1)?.method).toBe('DELETE');
    expect(requests.map((r) => r.url.pathname)).toEqual([FOLLOW, FOLLOW, FOLLOW]);
  });

  it('starts pressed when the item is followed already', async () => {
    open({ [`GET ${FOLLOW}`]: ok({ following: true }) } as MockHandlers);
    expect(await screen.findByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps its state and says so when the server refuses', async () => {
    const user = userEvent.setup();
    open({
      [`GET ${FOLLOW}`]: ok({ following: false }),
      [`PUT ${FOLLOW}`]: () => ({ status: 404, body: { success: false, message: 'Item not found.' } }),
    } as MockHandlers);
    const button = await screen.findByRole('button', { name: 'Follow' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByText('Item not found.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
  });
});
