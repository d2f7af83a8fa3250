import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, type DataTableColumn, tableCellClass } from './data-table';

const COLUMNS: DataTableColumn[] = [
  { key: 'name', header: 'Name', skeleton: <span>…</span> },
  { key: 'count', header: 'Count', className: 'text-right' },
  { key: 'actions', header: 'Actions', hiddenHeader: true },
];

describe('DataTable', () => {
  it('names the table and its columns, an actions column for screen readers only', () => {
    render(
      <DataTable caption="Things" columns={COLUMNS} minWidthClass="min-w-[600px]">
        <tr>
          <td className={tableCellClass}>One</td>
          <td className={tableCellClass}>1</td>
          <td className={tableCellClass} />
        </tr>
      </DataTable>,
    );
    const table = screen.getByRole('table', { name: 'Things' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Name', 'Count', 'Actions']);
    expect(within(headers[2]!).getByText('Actions')).toHaveClass('sr-only');
    expect(headers[1]).toHaveClass('text-right');
    expect(within(table).getByRole('cell', { name: 'One' })).toBeInTheDocument();
  });

  it('shows skeleton rows, hidden from screen readers, instead of the rows while loading', () => {
    render(
      <DataTable
        caption="Things"
        columns={COLUMNS}
        minWidthClass="min-w-[600px]"
        loading
        skeletonRows={3}
        skeletonTestId="thing-skeleton"
      >
        <tr>
          <td>One</td>
        </tr>
      </DataTable>,
    );
    const rows = screen.getAllByTestId('thing-skeleton');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveAttribute('aria-hidden', 'true');
    expect(rows[0]!.children).toHaveLength(COLUMNS.length);
    expect(screen.queryByText('One')).not.toBeInTheDocument();
  });
});
