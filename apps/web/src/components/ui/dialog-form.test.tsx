import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, DialogContent } from './dialog';
import { DialogForm, type DialogFormProps } from './dialog-form';

const renderForm = (props: Partial<DialogFormProps> = {}) =>
  render(
    <Dialog open>
      <DialogContent>
        <DialogForm
          title="New thing"
          description="What it is for."
          onSubmit={(event) => event.preventDefault()}
          submitLabel="Create thing"
          pendingLabel="Creating..."
          {...props}
        >
          <label>
            Name <input />
          </label>
        </DialogForm>
      </DialogContent>
    </Dialog>,
  );

describe('DialogForm', () => {
  it('names the dialog, shows the fields and submits', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderForm({ onSubmit });
    const dialog = screen.getByRole('dialog', { name: 'New thing' });
    expect(dialog).toHaveAccessibleDescription('What it is for.');
    expect(screen.getByLabelText('Name')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create thing' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('shows the wait on the submit button and holds Cancel while pending', () => {
    renderForm({ pending: true });
    expect(screen.getByRole('button', { name: 'Creating...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it("shows the server's refusal above the fields", () => {
    renderForm({ error: 'The name is taken.' });
    expect(screen.getByRole('alert')).toHaveTextContent('The name is taken.');
  });

  it('lets the dialog handle Cancel itself when it asks to', async () => {
    const onCancel = vi.fn();
    renderForm({ onCancel });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
