import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ConsolePerson, peopleMessages } from '@portico/contract';
import { mockFetch, ok } from '@test/fetch-mock';
import { renderWithApp } from '@test/render';
import { PEOPLE_SEARCH_DEBOUNCE_MS, PeopleScreen } from './people-screen';

const person = (overrides: Partial<ConsolePerson> = {}): ConsolePerson => ({
  id: 'p1',
  name: 'Dana Katz',
  email: 'dana@acme.test',
  photo: null,
  hasOwnPhoto: false,
  account: 'none',
  itemCount: 3,
  ...overrides,
});

const PEOPLE = [
  person(),
  person({ id: 'p2', name: 'Riley Chen', email: 'riley@acme.test', account: 'client', itemCount: 1 }),
  person({ id: 'p3', name: 'Adele Admin', email: 'adele@acme.test', account: 'staff', itemCount: 0 }),
];
const list = (people = PEOPLE) => ok({ people, total: people.length });
const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const render = () => renderWithApp(<PeopleScreen />, { url: '/console/people', path: '/console/people' });

describe('PeopleScreen', { timeout: 20_000 }, () => {
  // jsdom has no object URLs; the dialog previews a chosen photo through one.
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists the people with their account and items; only people without an account can be removed', async () => {
    mockFetch({ 'GET /api/console/people': list() });
    render();
    expect(await screen.findByText('3 people')).toBeInTheDocument();
    expect(within(row('Dana Katz')).getByText('Directory only')).toBeInTheDocument();
    expect(within(row('Riley Chen')).getByText('Client')).toBeInTheDocument();
    expect(within(row('Adele Admin')).getByText('Staff')).toBeInTheDocument();
    expect(within(row('Dana Katz')).getByRole('button', { name: 'Remove Dana Katz' })).toBeInTheDocument();
    expect(within(row('Riley Chen')).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('searches on the server once typing stops', async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch({ 'GET /api/console/people': list() });
    render();
    await screen.findByText('3 people');
    await user.type(screen.getByRole('searchbox', { name: 'Search people' }), 'dana');
    await waitFor(() => expect(requests.at(-1)?.url.searchParams.get('search')).toBe('dana'), {
      timeout: PEOPLE_SEARCH_DEBOUNCE_MS * 5,
    });
    expect(requests.filter((r) => r.url.searchParams.has('search'))).toHaveLength(1);
  });

  it('adds a person and then uploads the chosen photo, previewed before saving', async () => {
    const user = userEvent.setup();
    const added = person({ id: 'p9', name: 'Nia New', email: 'nia@acme.test', itemCount: 0 });
    const { requests } = mockFetch({
      'GET /api/console/people': list(),
      'POST /api/console/people': () => ({
        body: { success: true, message: peopleMessages.personAdded, data: added },
      }),
      'PUT /api/console/people/p9/photo': () => ({
        body: {
          success: true,
          message: peopleMessages.photoSaved,
          data: { ...added, photo: '/p.png', hasOwnPhoto: true },
        },
      }),
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Add person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add person' });
    await user.type(within(dialog).getByLabelText('Name'), 'Nia New');
    await user.type(within(dialog).getByLabelText('Email'), 'nia@acme.test');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'nia.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Photo'), file);
    expect(within(dialog).getByText('New photo: nia.png')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add person' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.body).toEqual({ name: 'Nia New', email: 'nia@acme.test' });
    const put = requests.find((r) => r.method === 'PUT');
    expect((put?.body as FormData).get('photo')).toBeInstanceOf(File);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
  }, 20_000);

  it("keeps an account's email as it is and says so", async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch({
      'GET /api/console/people': list(),
      'PATCH /api/console/people/p2': () => ({
        body: {
          success: true,
          message: peopleMessages.personSaved,
          data: { ...PEOPLE[1]!, name: 'Riley C.' },
        },
      }),
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Edit Riley Chen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit person' });
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('readonly');
    expect(within(dialog).getByText('Change it on the account.')).toBeInTheDocument();
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Riley C.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ name: 'Riley C.' });
  });

  it('asks before removing, naming how many items the person leaves', async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch({
      'GET /api/console/people': list(),
      'DELETE /api/console/people/p1': () => ({
        body: { success: true, message: peopleMessages.personRemoved(3), data: { itemsChanged: 3 } },
      }),
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Remove Dana Katz' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Dana Katz?' });
    expect(within(confirm).getByText(/assigned to 3 items/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(peopleMessages.personRemoved(3))).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'DELETE')).toBe(true);
  });

  it('shows the server’s refusal in the dialog', async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/console/people': list(),
      'POST /api/console/people': () => ({
        status: 409,
        body: { success: false, message: peopleMessages.emailTaken('dana@acme.test') },
      }),
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Add person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add person' });
    await user.type(within(dialog).getByLabelText('Name'), 'Dana Two');
    await user.type(within(dialog).getByLabelText('Email'), 'dana@acme.test');
    await user.click(within(dialog).getByRole('button', { name: 'Add person' }));
    expect(await within(dialog).findByText(peopleMessages.emailTaken('dana@acme.test'))).toBeInTheDocument();
  });
});
