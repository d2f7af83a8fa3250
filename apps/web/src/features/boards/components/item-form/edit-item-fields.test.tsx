import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testUser } from '@test/render';
import { save, sent, showEditItem, updates } from '@test/boards/edit-item';

/** The edit form's pickers and file field: '+N', search, 'Add New Label' and its gating, the 5 MB limit. */
describe('EditItemScreen fields', () => {
  it("shows the first 3 picks then '+N', searches by name case-insensitively, and says 'Nothing found...'", async () => {
    const user = userEvent.setup();
    showEditItem();
    const tags = await screen.findByRole('combobox', { name: 'Tags' });
    expect(within(tags).getByText('seo')).toBeInTheDocument();
    expect(within(tags).getByText('web')).toBeInTheDocument();
    expect(within(tags).queryByText('billing')).not.toBeInTheDocument();
    expect(within(tags).getByText('+1')).toBeInTheDocument();

    await user.click(tags);
    const search = screen.getByPlaceholderText('Search by name');
    await user.type(search, 'BIL');
    expect(screen.getByRole('option', { name: /billing/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /seo/ })).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(screen.getByText('Nothing found...')).toBeInTheDocument();
    expect(screen.getByRole('listbox')).toHaveClass('max-h-[200px]');
  });

  it('refuses a file over 5 MB with a console message only, and sends one within the limit', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { requests } = showEditItem();
    const input = await screen.findByLabelText('Attachments');
    const big = new File(['x'], 'huge.mov');
    Object.defineProperty(big, 'size', { value: 5_242_881 });
    await user.upload(input, big);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('huge.mov')).not.toBeInTheDocument();
    await save();
    expect(await screen.findByText('No Column value changed.')).toBeInTheDocument();

    const fits = new File(['x'], 'brief.pdf');
    Object.defineProperty(fits, 'size', { value: 5_242_880 });
    await user.upload(input, fits);
    expect(screen.getByText('brief.pdf')).toBeInTheDocument();
    await save();
    await screen.findByText('Details screen');
    expect(sent(updates(requests)[0])).toContainEqual(['columnValues[f][newlyUploadedFile]', 'brief.pdf']);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  describe("'Add New Label'", () => {
    it('adds a label locally, chooses it and sends it on save', async () => {
      const user = userEvent.setup();
      const { requests } = showEditItem();
      await user.click(await screen.findByRole('combobox', { name: 'Status' }));
      await user.click(screen.getByRole('button', { name: 'Add New Label' }));
      const dialog = screen.getByRole('dialog', { name: 'Add New Label' });
      await user.click(within(dialog).getByRole('button', { name: 'Add Label' }));
      expect(within(dialog).getByText('Label is required')).toBeInTheDocument();
      await user.type(within(dialog).getByLabelText('Label'), '  Blocked ');
      await user.click(within(dialog).getByRole('button', { name: 'Add Label' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Blocked');
      expect(requests.filter((r) => r.url.pathname.includes('getDropdownOptions'))).toHaveLength(1);

      await save();
      await screen.findByText('Details screen');
      expect(sent(updates(requests)[0])).toContainEqual(['columnValues[s][text]', 'Blocked']);
    });

    it.each([
      ['allowNewValueCreation is not true', testUser({ allowNewValueCreation: 'false' })],
      ['the plan is not Standard, Pro or Enterprise', testUser({ subscriptionPlan: 'Basic' })],
    ])('is not offered when %s', async (_why, user) => {
      showEditItem({ user });
      await userEvent.click(await screen.findByRole('combobox', { name: 'Status' }));
      expect(screen.getByRole('option', { name: /Done/ })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Add New Label' })).not.toBeInTheDocument();
    });

    it('is offered on a Standard plan, and never for people', async () => {
      showEditItem({ user: testUser({ subscriptionPlan: 'Standard' }) });
      await userEvent.click(await screen.findByRole('combobox', { name: 'Tags' }));
      expect(screen.getByRole('button', { name: 'Add New Label' })).toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
      await userEvent.click(screen.getByRole('combobox', { name: 'Owner' }));
      expect(screen.getByRole('option', { name: /Marcus Chen/ })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Add New Label' })).not.toBeInTheDocument();
    });
  });
});
