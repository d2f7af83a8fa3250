import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '@test/fetch-mock';
import { authValue, renderWithApp, testUser } from '@test/render';
import type { ActivityFilters as Filters } from '../../api/activity';
import { ActivityFilters } from './activity-filters';

const actors = [
  { kind: 'staff' as const, id: 's1', name: 'Adele Admin' },
  { kind: 'staff' as const, id: 's2', name: 'Ed Editor' },
  { kind: 'client' as const, id: 'c1', name: 'Riley Chen' },
  { kind: 'operator' as const, id: null, name: 'Operator (CLI)' },
];

const editor = authValue({ user: testUser({ id: 's2', role: 'editor' }) });

/** The filters with their state kept, and every change reported. */
const Harness = ({ onChange }: { onChange: (filters: Filters) => void }) => {
  const [filters, setFilters] = useState<Filters>({});
  return (
    <ActivityFilters
      filters={filters}
      onChange={(next) => {
        setFilters(next);
        onChange(next);
      }}
    />
  );
};

describe('ActivityFilters', { timeout: 15_000 }, () => {
  it('shows an editor every staff member, the clients and the operator, in groups', async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch({ 'GET /api/console/activity/actors': ok({ actors }) });
    renderWithApp(<Harness onChange={vi.fn()} />, { auth: editor });
    await waitFor(() => expect(requests).toHaveLength(1));
    await user.click(screen.getByRole('combobox', { name: 'Person' }));
    const staff = await screen.findByRole('group', { name: 'Staff' });
    expect(
      within(staff)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Adele Admin', 'Ed Editor (you)']);
    const clients = screen.getByRole('group', { name: 'Clients' });
    expect(
      within(clients)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Riley Chen']);
    expect(screen.getByRole('option', { name: 'Operator (CLI)' })).toBeInTheDocument();
    // The staff come from the activity's own list, not from the administrators' staff list.
    expect(requests.map((r) => r.url.pathname)).not.toContain('/api/console/staff');
  });

  it('filters by an account with its id, and by the operator with its kind', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    mockFetch({ 'GET /api/console/activity/actors': ok({ actors }) });
    renderWithApp(<Harness onChange={onChange} />, { auth: editor });
    await user.click(screen.getByRole('combobox', { name: 'Person' }));
    await user.click(await screen.findByRole('option', { name: 'Adele Admin' }));
    expect(onChange).toHaveBeenLastCalledWith({ actorId: 's1' });
    await user.click(screen.getByRole('combobox', { name: 'Person' }));
    await user.click(await screen.findByRole('option', { name: 'Operator (CLI)' }));
    expect(onChange).toHaveBeenLastCalledWith({ actorKind: 'operator' });
    expect(screen.getByRole('combobox', { name: 'Person' })).toHaveTextContent('Operator (CLI)');
    await user.click(screen.getByRole('combobox', { name: 'Person' }));
    await user.click(await screen.findByRole('option', { name: 'Everyone' }));
    expect(onChange).toHaveBeenLastCalledWith({});
  });

  it('leaves out the groups nobody is in', async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/console/activity/actors': ok({ actors: [actors[0] as (typeof actors)[number]] }),
    });
    renderWithApp(<Harness onChange={vi.fn()} />, { auth: editor });
    await user.click(screen.getByRole('combobox', { name: 'Person' }));
    expect(await screen.findByRole('group', { name: 'Staff' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Clients' })).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Operator (CLI)' })).not.toBeInTheDocument();
  });
});
