import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@test/fetch-mock';
import { renderWithApp } from '@test/render';
import { FeedbackDialog } from './feedback-dialog';

const open = (onOpenChange = vi.fn()) => {
  renderWithApp(<FeedbackDialog open onOpenChange={onOpenChange} />);
  return onOpenChange;
};

describe('FeedbackDialog', () => {
  it('requires a summary and details (trimmed) before sending anything', async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch({});
    open();
    expect(screen.getByRole('dialog', { name: 'Feedback' })).toHaveAccessibleDescription(
      'Your feedback helps us improve and serve you better.',
    );
    await user.type(screen.getByLabelText('Summary'), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Summary is required')).toBeInTheDocument();
    expect(screen.getByText('Details are required')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('sends only summary and details, toasts once and closes', async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch({
      'POST /api/feedback/send-feedback': () => ({
        body: { success: true, message: 'Feedback sent successfully' },
      }),
    });
    const onOpenChange = open();
    await user.type(screen.getByLabelText('Summary'), ' Export ');
    await user.type(screen.getByLabelText('Details'), 'Please add CSV export.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(requests[0]?.body).toEqual({ summary: 'Export', details: 'Please add CSV export.' });
    expect(await screen.findAllByText('Success!')).toHaveLength(1);
    expect(screen.getByText('Feedback sent successfully')).toBeInTheDocument();
  });

  it("shows the server's message on failure and keeps the dialog open", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({
      'POST /api/feedback/send-feedback': () => ({
        status: 429,
        body: { success: false, message: 'Too many attempts. Please wait a few minutes and try again.' },
      }),
    });
    const onOpenChange = open();
    await user.type(screen.getByLabelText('Summary'), 'Export');
    await user.type(screen.getByLabelText('Details'), 'CSV please');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('Error!')).toHaveLength(1);
    expect(
      screen.getByText('Too many attempts. Please wait a few minutes and try again.'),
    ).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Summary')).toHaveValue('Export');
  });

  it("falls back to 'Failed to send feedback' when the server says nothing", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ 'POST /api/feedback/send-feedback': () => ({ status: 502, body: 'gateway' }) });
    open();
    await user.type(screen.getByLabelText('Summary'), 'Export');
    await user.type(screen.getByLabelText('Details'), 'CSV please');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Failed to send feedback')).toBeInTheDocument();
  });
});
