import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
  STAFF_NOTIFICATION_KINDS,
} from '@portico/contract';
import { type MockHandlers, mockFetch, ok } from '@test/fetch-mock';
import { renderWithApp } from '@test/render';
import { NotificationPreferencesForm } from './notification-preferences-form';

/** What the server sends a staff member: the staff kinds only, with their defaults. */
const staffPreferences = (): NotificationPreferences['preferences'] =>
  Object.fromEntries(STAFF_NOTIFICATION_KINDS.map((kind) => [kind, DEFAULT_NOTIFICATION_PREFERENCES[kind]]));

const open = (handlers: MockHandlers = {}) => {
  const mocks = mockFetch({
    'GET /api/notifications/preferences': ok({ preferences: staffPreferences() }),
    ...handlers,
  });
  renderWithApp(<NotificationPreferencesForm />);
  return mocks;
};

describe('NotificationPreferencesForm', { timeout: 15_000 }, () => {
  it("lists the kinds of the person's role with their labels, switches and email choices", async () => {
    open();
    const rows = await screen.findAllByRole('row');
    const kinds = rows.slice(1);
    expect(kinds.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'MentionsSomeone mentions you in an update.',
      'UpdatesA new update on an item you created, follow or are assigned to.',
      'AssignmentsAn item is assigned to you.',
      'Status changesThe status of an item you created, follow or are assigned to changes.',
      'SignupsA client signs up and waits for approval.',
    ]);
    expect(screen.queryByText('Account approved')).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Mentions In the app' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Mentions Email' })).toHaveTextContent('Instantly');
    expect(screen.getByRole('combobox', { name: 'Updates Email' })).toHaveTextContent('Daily digest');
    expect(screen.getByRole('combobox', { name: 'Status changes Email' })).toHaveTextContent('Never');
  });

  it('saves every kind, showing Saving... meanwhile, and confirms with a toast', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const { requests } = open({
      'PUT /api/notifications/preferences': async (request) => {
        await new Promise<void>((resolve) => (release = resolve));
        return ok(request.body as NotificationPreferences)();
      },
    });
    await user.click(await screen.findByRole('switch', { name: 'Status changes In the app' }));
    await user.click(screen.getByRole('combobox', { name: 'Updates Email' }));
    await user.click(await screen.findByRole('option', { name: 'Never' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Notification settings saved.')).toBeInTheDocument();
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.body).toEqual({
      preferences: {
        ...staffPreferences(),
        status: { inApp: false, email: 'off' },
        update: { inApp: true, email: 'off' },
      },
    });
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.getByRole('switch', { name: 'Status changes In the app' })).not.toBeChecked();
  });

  it("shows the server's refusal beside the Save button", async () => {
    const user = userEvent.setup();
    open({
      'PUT /api/notifications/preferences': () => ({
        status: 400,
        body: { success: false, message: 'These preferences are not valid.' },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('These preferences are not valid.');
  });

  it('says when the settings could not be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    open({
      'GET /api/notifications/preferences': () =>
        fail ? { status: 503, body: 'Unavailable' } : ok({ preferences: staffPreferences() })(),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your notification settings.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Mentions In the app' })).toBeChecked());
  });
});
