import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { consoleMessages } from '@portico/contract';
import { mockFetch, ok } from '@test/fetch-mock';
import { renderWithApp } from '@test/render';
import { activityEntry, consoleClient, consoleOverview } from '@test/console/fixtures';
import { OverviewScreen } from './overview-screen';

describe('OverviewScreen', () => {
  it('shows the counts, the plan and the signups awaiting approval', async () => {
    mockFetch({ 'GET /api/console/overview': ok(consoleOverview()) });
    renderWithApp(<OverviewScreen tenantName="Acme Agency" />);
    const stats = await screen.findByRole('list', { name: 'The portal in numbers' });
    await within(stats).findByText('1,240');
    expect(within(stats).getByText('Items')).toBeInTheDocument();
    expect(within(stats).getByRole('link', { name: /Awaiting approval/ })).toHaveAttribute(
      'href',
      '/console/clients?status=pending',
    );
    expect(screen.getByText('Pro')).toBeInTheDocument();
    const pending = screen.getByRole('list', { name: 'Signups awaiting approval' });
    expect(within(pending).getByText('pat@acme.test')).toBeInTheDocument();
  });

  it('approves a signup, toasts the server’s message once and loads the overview again', async () => {
    const user = userEvent.setup();
    let approved = false;
    const { requests } = mockFetch({
      'GET /api/console/overview': () =>
        ok(
          consoleOverview(
            approved ? { pending: [], counts: { ...consoleOverview().counts, pendingClients: 0 } } : {},
          ),
        )(),
      'POST /api/console/clients/p1/approve': () => {
        approved = true;
        return {
          body: {
            success: true,
            data: consoleClient({ id: 'p1', name: 'Pat Pending' }),
            message: consoleMessages.clientApproved,
          },
        };
      },
    });
    renderWithApp(<OverviewScreen />);
    await user.click(await screen.findByRole('button', { name: 'Approve Pat Pending' }));
    expect(await screen.findAllByText(consoleMessages.clientApproved)).toHaveLength(1);
    expect(await screen.findByText('No one is waiting for approval.')).toBeInTheDocument();
    expect(requests.filter((r) => r.url.pathname === '/api/console/clients/p1/approve')).toHaveLength(1);
  });

  it('hands the focus on when an approved signup leaves: the next Approve, then the empty state', async () => {
    const user = userEvent.setup();
    const quinn = consoleClient({
      id: 'p2',
      name: 'Quinn Queue',
      email: 'quinn@acme.test',
      status: 'pending',
    });
    const approved = new Set<string>();
    mockFetch({
      'GET /api/console/overview': () =>
        ok(
          consoleOverview({
            pending: [...consoleOverview().pending, quinn].filter((c) => !approved.has(c.id)),
          }),
        )(),
      'POST /api/console/clients/p1/approve': () => {
        approved.add('p1');
        return {
          body: { success: true, data: consoleClient({ id: 'p1' }), message: consoleMessages.clientApproved },
        };
      },
      'POST /api/console/clients/p2/approve': () => {
        approved.add('p2');
        return { body: { success: true, data: quinn, message: consoleMessages.clientApproved } };
      },
    });
    renderWithApp(<OverviewScreen />);
    (await screen.findByRole('button', { name: 'Approve Pat Pending' })).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Approve Quinn Queue' })).toHaveFocus());
    await user.keyboard('{Enter}');
    const empty = await screen.findByText('No one is waiting for approval.');
    await waitFor(() => expect(empty.closest('[tabindex="-1"]')).toHaveFocus());
  });

  it('asks before rejecting, and shows why the server refused', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { requests } = mockFetch({
      'GET /api/console/overview': ok(consoleOverview()),
      'POST /api/console/clients/p1/reject': () => ({
        status: 409,
        body: { success: false, message: consoleMessages.notPending },
      }),
    });
    renderWithApp(<OverviewScreen />);
    await user.click(await screen.findByRole('button', { name: 'Reject Pat Pending' }));
    // The confirmation loads on the first Reject.
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject this signup?' });
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Reject signup' }));
    expect(await screen.findByText(consoleMessages.notPending)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getAllByText('Error!')).toHaveLength(1);
  });

  it('offers to try again when the overview cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({
      'GET /api/console/overview': () => ({
        status: 403,
        body: { success: false, message: consoleMessages.staffOnly },
      }),
    });
    renderWithApp(<OverviewScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent(consoleMessages.staffOnly);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the latest activity with the way to all of it', async () => {
    mockFetch({
      'GET /api/console/overview': ok(consoleOverview({ activity: [activityEntry()] })),
    });
    renderWithApp(<OverviewScreen />);
    const latest = await screen.findByRole('list', { name: 'Latest activity' });
    expect(latest).toHaveTextContent('Riley Chen Client changed Status of Landing page on Website');
    expect(screen.getByRole('link', { name: 'See all activity' })).toHaveAttribute(
      'href',
      '/console/activity',
    );
  });
});
