import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SubscriptionModal } from './subscription-modal';

describe("SubscriptionModal ('Invalid Subscription')", () => {
  it('blocks the portal with the exact texts and cannot be dismissed', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    render(<SubscriptionModal status="expired" onLogout={onLogout} isLoggingOut={false} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Invalid Subscription' });
    expect(dialog).toHaveAccessibleDescription(
      'You have not subscribed to any plan yet. Please contact your administrator to subscribe.',
    );
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it("is absent when the subscription is 'valid'", () => {
    render(<SubscriptionModal status="valid" onLogout={() => {}} isLoggingOut={false} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
