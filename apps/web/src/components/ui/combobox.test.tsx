import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Combobox } from './combobox';

const options = [
  { value: 'default', label: 'Default' },
  { value: 'status-c1-asc', label: 'Status (ascending)' },
  { value: 'date-c2-desc', label: 'Due date (descending)' },
];

describe('Combobox (searchable sort dropdown)', () => {
  it('filters by label, case-insensitively, and says when nothing matches', async () => {
    const user = userEvent.setup();
    render(
      <Combobox
        options={options}
        value="default"
        onValueChange={() => {}}
        emptyText="No options found"
        aria-label="Sort"
      />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Sort' }));
    await user.type(screen.getByPlaceholderText('Search…'), 'STATUS');
    expect(screen.getByRole('option', { name: 'Status (ascending)' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Default' })).not.toBeInTheDocument();

    await user.clear(screen.getByPlaceholderText('Search…'));
    // Values (ids) are not searched: only what the user can read.
    await user.type(screen.getByPlaceholderText('Search…'), 'c2-desc');
    expect(screen.getByText('No options found')).toBeInTheDocument();
  });

  it('reports the chosen option and closes', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <Combobox
        options={options}
        value="default"
        onValueChange={onValueChange}
        emptyText="No options found"
        aria-label="Sort"
      />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Sort' }));
    await user.click(screen.getByRole('option', { name: 'Due date (descending)' }));
    expect(onValueChange).toHaveBeenCalledWith('date-c2-desc');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveTextContent('Default');
  });
});
