import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { endpoints } from '@portico/contract';
import { type MockAnswer, mockFetch } from '@test/fetch-mock';
import { renderWithApp } from '@test/render';
import { boardKeys } from '../../api/keys';
import { ITEM, ok, save, sent, showEditItem, updates } from '@test/boards/edit-item';
import { columnValue, item } from '@test/values';
import { EditItemScreen } from './edit-item-screen';

describe('EditItemScreen', () => {
  it('shows 7 field placeholders, then the editable columns (no doc or timeline) with files last', async () => {
    const { requests } = showEditItem();
    expect(screen.getAllByTestId('field-skeleton')).toHaveLength(7);
    await screen.findByRole('button', { name: 'Save Changes' });

    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Dashboard',
      'Item Details',
      'Edit Item',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Refresh the brand book' })).toBeInTheDocument();

    const labels = [...document.querySelectorAll('form label')].map((l) => l.textContent);
    expect(labels).toEqual(['Status', 'Owner', 'Tags', 'Notes* (required)', 'Contact', 'Attachments']);
    expect(screen.getByText('(Max File size: 5MB)')).toBeInTheDocument();

    const options = requests.find((r) => r.url.pathname.endsWith('/getDropdownOptions/b1'));
    expect(options?.body).toEqual({ columnIds: { status: ['s'], tags: ['g'], people: ['p'] } });
  });

  it("says 'No Column value changed.' and sends nothing when nothing changed", async () => {
    const { requests } = showEditItem();
    await screen.findByRole('button', { name: 'Save Changes' });
    await save();
    expect(await screen.findAllByText('No Column value changed.')).toHaveLength(1);
    expect(updates(requests)).toHaveLength(0);
  });

  it('flags the required columns left empty and focuses the first', async () => {
    const user = userEvent.setup();
    const { requests } = showEditItem();
    const notes = await screen.findByRole('textbox', { name: /^Notes/ });
    await user.clear(notes);
    await save();
    expect(await screen.findAllByText('Please fill in all required fields.')).toHaveLength(1);
    expect(notes).toHaveAttribute('aria-invalid', 'true');
    expect(notes).toHaveAccessibleDescription('Notes is required!');
    expect(notes).toHaveFocus();
    expect(updates(requests)).toHaveLength(0);

    await user.type(notes, 'Back again');
    expect(screen.queryByText('Notes is required!')).not.toBeInTheDocument();
  });

  it('runs the browser checks first: an invalid email is not sent', async () => {
    const user = userEvent.setup();
    const { requests } = showEditItem();
    const email = await screen.findByRole('textbox', { name: 'Contact' });
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await save();
    expect(email).toBeInvalid();
    expect(updates(requests)).toHaveLength(0);
  });

  it('sends only the changed columns, refreshes item and board, toasts once and returns to the details', async () => {
    const user = userEvent.setup();
    const { requests, queryClient } = showEditItem();
    const boardPage = [...boardKeys.items('b1'), { search: '', assignedToMe: false }];
    queryClient.setQueryData(boardPage, { pages: [], pageParams: [] });

    await user.click(await screen.findByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: /Working on it/ }));
    await user.click(screen.getByRole('combobox', { name: 'Owner' }));
    await user.click(screen.getByRole('option', { name: /Marcus Chen/ }));
    await user.keyboard('{Escape}');
    await save();

    expect(await screen.findByText('Details screen')).toBeInTheDocument();
    expect(sent(updates(requests)[0])).toEqual([
      ['columnValues[s][id]', 's'],
      ['columnValues[s][type]', 'status'],
      ['columnValues[s][text]', 'Working on it'],
      ['columnValues[p][id]', 'p'],
      ['columnValues[p][type]', 'people'],
      ['columnValues[p][text]', 'Priya Raman, Marcus Chen'],
      ['columnValues[p][persons_and_teams]', '[{"id":"u1","kind":"person"},{"id":"u2","kind":"person"}]'],
    ]);
    expect(updates(requests)[0]?.url.search).toBe('?boardId=b1');
    expect(await screen.findAllByText('Success!')).toHaveLength(1);
    expect(screen.getByText('Item details updated successfully.')).toBeInTheDocument();
    expect(queryClient.getQueryState(boardPage)?.isInvalidated).toBe(true);
    // New labels may have joined the columns: the options load again when a form next needs them.
    const options = queryClient.getQueryCache().findAll({ queryKey: boardKeys.options('b1') });
    expect(options.length).toBeGreaterThan(0);
    expect(options.every((q) => q.state.isInvalidated)).toBe(true);
  });

  it("toasts 'Error!' with the server's message, or 'Failed to update item...', and stays", async () => {
    const user = userEvent.setup();
    let answer: MockAnswer<typeof endpoints.updateItem> = {
      status: 403,
      body: { success: false, message: 'Notes cannot be edited.' },
    };
    showEditItem({ update: () => answer });
    await user.type(await screen.findByRole('textbox', { name: /^Notes/ }), '!');
    await save();
    expect(await screen.findByText('Notes cannot be edited.')).toBeInTheDocument();
    expect(screen.getAllByText('Error!')).toHaveLength(1);

    answer = { status: 502, body: 'gateway' };
    await save();
    expect(await screen.findByText('Failed to update item. Please try again.')).toBeInTheDocument();
    expect(screen.getAllByText('Error!')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  });

  it("says 'No fields to edit!' when no column can be edited", async () => {
    showEditItem({
      details: item('i1', 'Locked', [columnValue('doc'), columnValue('text', { isEditable: false })]),
    });
    expect(await screen.findByText('No fields to edit!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it('toasts a load error once and goes back one step', async () => {
    mockFetch({
      'GET /api/boards/getItemDetails/i1': () => ({
        status: 404,
        body: { success: false, message: 'Item not found.' },
      }),
    });
    renderWithApp(<EditItemScreen boardId="b1" itemId="i1" />, {
      url: '/board/b1/item-details/i1/edit-details',
      path: '/board/:boardId/item-details/:itemId/edit-details',
      before: ['/board/b1'],
      routes: { '/board/:boardId': <p>Board screen</p> },
    });
    expect(await screen.findByText('Board screen')).toBeInTheDocument();
    expect(await screen.findAllByText('Error fetching item details!')).toHaveLength(1);
    expect(screen.getByText('Item not found.')).toBeInTheDocument();
  });

  it('goes back when the options of its pickers cannot be loaded', async () => {
    mockFetch({
      'GET /api/boards/getItemDetails/i1': ok(ITEM),
      'POST /api/boards/getDropdownOptions/b1': () => ({ status: 503, body: {} }),
    });
    renderWithApp(<EditItemScreen boardId="b1" itemId="i1" />, {
      url: '/board/b1/item-details/i1/edit-details',
      path: '/board/:boardId/item-details/:itemId/edit-details',
      routes: { '/board/:boardId/item-details/:itemId': <p>Details screen</p> },
    });
    expect(await screen.findByText('Details screen')).toBeInTheDocument();
    expect(screen.getAllByText('Error!')).toHaveLength(1);
    expect(screen.getByText('Failed to fetch dropdown options. Please try again.')).toBeInTheDocument();
  });
});
