import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_SETTINGS_PATH } from '@portico/contract';
import { type MockHandlers, mockFetch, ok } from '@test/fetch-mock';
import { renderWithApp } from '@test/render';
import { notificationKeys } from '../api/keys';
import { notification, notificationsPage } from '@test/notifications/fixtures';
import { NotificationBell } from './notification-bell';
// Loaded up front, so the bell's lazy import of it resolves at once on a busy machine.
import './notifications-popover';

const read = notification({
  id: 'n2',
  kind: 'status',
  readAt: '2026-11-20T10:00:00.000Z',
  actor: null,
  title: 'The status of Logo refresh changed',
  excerpt: 'Done',
  link: '/board/b1/item-details/i2',
});

const open = (handlers: MockHandlers) => {
  const mocks = mockFetch({ 'GET /api/notifications/unread-count': ok({ unread: 1 }), ...handlers });
  const view = renderWithApp(<NotificationBell />, {
    routes: {
      '/board/:boardId/item-details/:itemId': <p>Item page</p>,
      [NOTIFICATION_SETTINGS_PATH]: <p>Notification settings page</p>,
    },
  });
  return { ...mocks, ...view };
};

const openPopover = async () => {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Notifications' }) };
};

describe('NotificationBell', { timeout: 15_000 }, () => {
  it('shows the unread count on a badge and in its name, capped at 99+', async () => {
    open({ 'GET /api/notifications/unread-count': ok({ unread: 150 }) });
    const bell = await screen.findByRole('button', { name: 'Notifications, 150 unread' });
    expect(within(bell).getByTestId('notification-badge')).toHaveTextContent('99+');
  });

  it('has no badge when nothing is unread', async () => {
    const { requests } = open({ 'GET /api/notifications/unread-count': ok({ unread: 0 }) });
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
  });

  it('lists the notifications on opening: who, what, the excerpt, when, and which are unread', async () => {
    open({ 'GET /api/notifications': () => ({ body: notificationsPage([notification(), read]) }) });
    const { dialog } = await openPopover();
    const links = await within(dialog).findAllByRole('link', { name: /Homepage copy|Logo refresh/ });
    expect(links).toHaveLength(2);
    const [first, second] = links as [HTMLElement, HTMLElement];
    expect(first).toHaveAccessibleName('Unread: Hana Staff mentioned you on Homepage copy');
    expect(first).toHaveAccessibleDescription('Could you check the new headline? 5 minutes ago');
    expect(within(first).getByTestId('unread-dot')).toBeInTheDocument();
    expect(first).toHaveAttribute('href', '/board/b1/item-details/i1');
    expect(second).toHaveAccessibleName('The status of Logo refresh changed');
    expect(within(second).queryByTestId('unread-dot')).not.toBeInTheDocument();
    // No control inside another: each entry is one link, with no buttons in it.
    expect(within(first).queryByRole('button')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      NOTIFICATION_SETTINGS_PATH,
    );
  });

  it('marks all as read: the count drops and the list is asked again', async () => {
    let unread = 1;
    const { requests } = open({
      'GET /api/notifications/unread-count': () => ok({ unread })(),
      'GET /api/notifications': () => ({
        body: notificationsPage([notification({ readAt: unread ? null : '2026-11-26T12:00:00.000Z' })]),
      }),
      'POST /api/notifications/read-all': () => {
        unread = 0;
        return ok({ unread: 0 })();
      },
    });
    const { user, dialog } = await openPopover();
    await within(dialog).findByRole('link', { name: /^Unread: Hana Staff/ });
    await user.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(await within(dialog).findByRole('link', { name: /^Hana Staff/ })).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url.pathname)).toEqual([
      '/api/notifications/read-all',
    ]);
    expect(within(dialog).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('marks an entry read when it is opened and goes to its item', async () => {
    const { requests, queryClient } = open({
      'GET /api/notifications': () => ({ body: notificationsPage([notification({ id: 'n7' })]) }),
      'POST /api/notifications/n7/read': ok({ unread: 0 }),
    });
    const { user, dialog } = await openPopover();
    await user.click(await within(dialog).findByRole('link', { name: /Homepage copy/ }));
    expect(await screen.findByText('Item page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        requests.some((r) => r.method === 'POST' && r.url.pathname === '/api/notifications/n7/read'),
      ).toBe(true),
    );
    await waitFor(() => expect(queryClient.getQueryData(notificationKeys.unread())).toBe(0));
  });

  it('does not mark an entry that is already read', async () => {
    const { requests } = open({ 'GET /api/notifications': () => ({ body: notificationsPage([read]) }) });
    const { user, dialog } = await openPopover();
    await user.click(await within(dialog).findByRole('link', { name: /Logo refresh/ }));
    expect(await screen.findByText('Item page')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('asks the server for the unread ones only, and says when none is left', async () => {
    const { requests } = open({
      'GET /api/notifications': (request) => ({
        body: notificationsPage(request.url.searchParams.get('unread') === 'true' ? [] : [read]),
      }),
    });
    const { user, dialog } = await openPopover();
    await within(dialog).findByRole('link', { name: /Logo refresh/ });
    await user.click(within(dialog).getByRole('radio', { name: 'Unread' }));
    expect(await within(dialog).findByText("You're all caught up.")).toBeInTheDocument();
    expect(requests.at(-1)?.url.searchParams.get('unread')).toBe('true');
  });

  it('says when there are no notifications at all', async () => {
    open({ 'GET /api/notifications': () => ({ body: notificationsPage([]) }) });
    const { dialog } = await openPopover();
    expect(await within(dialog).findByText('No notifications yet.')).toBeInTheDocument();
  });

  it('loads more with the cursor of the page before', async () => {
    const { requests } = open({
      'GET /api/notifications': (request) => ({
        body: request.url.searchParams.get('cursor')
          ? notificationsPage([read])
          : notificationsPage([notification()], 'page-2'),
      }),
    });
    const { user, dialog } = await openPopover();
    await user.click(await within(dialog).findByRole('button', { name: 'Load more' }));
    expect(await within(dialog).findByRole('link', { name: /Logo refresh/ })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('link', { name: /Homepage copy|Logo refresh/ })).toHaveLength(2);
    expect(requests.at(-1)?.url.searchParams.get('cursor')).toBe('page-2');
    expect(within(dialog).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('moves between entries with the arrow keys, and Escape gives the focus back to the bell', async () => {
    open({ 'GET /api/notifications': () => ({ body: notificationsPage([notification(), read]) }) });
    const { user, dialog } = await openPopover();
    const [first, second] = (await within(dialog).findAllByRole('link', {
      name: /Homepage copy|Logo refresh/,
    })) as [HTMLElement, HTMLElement];
    first.focus();
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(first).toHaveFocus();
    await user.keyboard('{End}');
    expect(second).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /^Notifications/ })).toHaveFocus();
  });

  it('shows the refusal of the list with a way to try again', async () => {
    open({ 'GET /api/notifications': () => ({ status: 500, body: { success: false, message: 'Boom.' } }) });
    const { dialog } = await openPopover();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Boom.');
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
