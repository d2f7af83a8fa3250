import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleItemMessages } from '@portico/contract';
import { mockFetch } from '@test/fetch-mock';
import { renderWithApp } from '@test/render';
import { ExportCsvButton } from './export-csv-button';

// jsdom has no object URLs: the test gives them, and puts back what was there.
const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  vi.restoreAllMocks();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

describe('ExportCsvButton', { timeout: 15_000 }, () => {
  it('downloads what the staff board shows: its search and sort go with the call', async () => {
    const user = userEvent.setup();
    const created = vi.fn((_blob: Blob) => 'blob:csv');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { requests } = mockFetch({
      'GET /api/console/boards/b1/export': () => ({ body: 'Name,Group\r\nA,Items\r\n' }),
    });
    renderWithApp(<ExportCsvButton boardId="b1" search="launch" sort="c2" dir="desc" />);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    const url = requests[0]?.url;
    expect(url?.pathname).toBe('/api/console/boards/b1/export');
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      search: 'launch',
      sort: 'c2',
      dir: 'desc',
    });
    expect(created).toHaveBeenCalledTimes(1);
    const link = clicked.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('board.csv');
    expect(link.href).toBe('blob:csv');
  });

  it('shows the server’s refusal once, as a toast', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({
      'GET /api/console/boards/b1/export': () => ({
        status: 400,
        body: { success: false, message: consoleItemMessages.unknownSort },
      }),
    });
    renderWithApp(<ExportCsvButton boardId="b1" sort="nope" />);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText(consoleItemMessages.unknownSort)).toBeInTheDocument();
    expect(screen.getAllByText('Error!')).toHaveLength(1);
  });
});
