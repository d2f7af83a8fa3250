import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type CsvImportResult, consoleCsvMessages } from '@portico/contract';
import { type MockRequest, mockFetch, ok } from '@test/fetch-mock';
import { renderWithApp } from '@test/render';
import { GROUPS } from '@test/console/board-fixtures';
import { CsvImportDialog } from './csv-import-dialog';

const result = (overrides: Partial<CsvImportResult> = {}): CsvImportResult => ({
  rows: 3,
  groups: [
    { title: 'Design', items: 2 },
    { title: 'Build', items: 1 },
  ],
  newLabels: [],
  problems: [],
  problemCount: 0,
  written: false,
  ...overrides,
});
const answer = (data: CsvImportResult, message: string) => () => ({
  body: { success: true as const, message, data },
});
const PROBLEMS = result({
  rows: 1,
  groups: [{ title: 'Design', items: 1 }],
  problems: [
    { row: 3, column: 'Status', message: '"Blocked" is not a label of Status.' },
    { row: 4, column: null, message: '5 cells, but the header has 3.' },
  ],
  problemCount: 2,
});
const fields = (request: MockRequest) => {
  const form = request.body as FormData;
  const file = form.get('file') as File;
  return {
    file: file.name,
    groupId: form.get('groupId'),
    addLabels: form.get('addLabels'),
    dryRun: form.get('dryRun'),
  };
};
const imports = (requests: MockRequest[]) => requests.filter((r) => r.method === 'POST').map(fields);

const open = async () => {
  const user = userEvent.setup();
  renderWithApp(<CsvImportDialog boardId="b1" />);
  await user.click(screen.getByRole('button', { name: 'Import CSV' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import items from CSV' });
  const choose = () =>
    user.upload(
      within(dialog).getByLabelText('CSV file'),
      new File(['Name,Status\r\nA,Done\r\n'], 'items.csv', { type: 'text/csv' }),
    );
  return { user, dialog, choose };
};

describe('CsvImportDialog', { timeout: 15_000 }, () => {
  it('checks the file first and lists every problem by row and column, writing nothing', async () => {
    const { requests } = mockFetch({
      'GET /api/console/boards/b1/groups': ok({ groups: GROUPS }),
      'POST /api/console/boards/b1/import': answer(PROBLEMS, consoleCsvMessages.problems(2)),
    });
    const { user, dialog, choose } = await open();
    await choose();
    await user.click(within(dialog).getByRole('button', { name: 'Check file' }));
    const table = await within(dialog).findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Row', 'Column', 'Problem'],
      ['3', 'Status', '"Blocked" is not a label of Status.'],
      ['4', '—', '5 cells, but the header has 3.'],
    ]);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/all together or not at all/);
    // No Import while the file has problems: only another check.
    expect(within(dialog).queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument();
    expect(imports(requests)).toEqual([
      { file: 'items.csv', groupId: 'g1', addLabels: 'false', dryRun: 'true' },
    ]);
  });

  it('summarises a valid file, then imports it with the chosen group and labels', async () => {
    let calls = 0;
    const { requests } = mockFetch({
      'GET /api/console/boards/b1/groups': ok({ groups: GROUPS }),
      'POST /api/console/boards/b1/import': () =>
        ++calls === 1
          ? answer(
              result({ newLabels: [{ column: 'Status', labels: ['Blocked'] }] }),
              consoleCsvMessages.checked(3),
            )()
          : answer(result({ written: true }), consoleCsvMessages.imported(3))(),
    });
    const { user, dialog, choose } = await open();
    await choose();
    await user.click(within(dialog).getByRole('combobox', { name: 'Group for rows without one' }));
    await user.click(await screen.findByRole('option', { name: 'Build' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Add new labels' }));
    await user.click(within(dialog).getByRole('button', { name: 'Check file' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      '3 rows into Design (2), Build (1). Every row is valid.New labels for Status: Blocked.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Import 3 rows' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(imports(requests)).toEqual([
      { file: 'items.csv', groupId: 'g2', addLabels: 'true', dryRun: 'true' },
      { file: 'items.csv', groupId: 'g2', addLabels: 'true', dryRun: 'false' },
    ]);
  });

  it('asks for a new check when a choice changes after one', async () => {
    mockFetch({
      'GET /api/console/boards/b1/groups': ok({ groups: GROUPS }),
      'POST /api/console/boards/b1/import': answer(result(), consoleCsvMessages.checked(3)),
    });
    const { user, dialog, choose } = await open();
    await choose();
    await user.click(within(dialog).getByRole('button', { name: 'Check file' }));
    await within(dialog).findByRole('button', { name: 'Import 3 rows' });
    await user.click(within(dialog).getByRole('switch', { name: 'Add new labels' }));
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Check file' })).toBeInTheDocument();
  });

  it('asks for a file, and shows the server’s refusal of one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { requests } = mockFetch({
      'GET /api/console/boards/b1/groups': ok({ groups: GROUPS }),
      'POST /api/console/boards/b1/import': () => ({
        status: 413,
        body: { success: false, message: consoleCsvMessages.fileTooLarge },
      }),
    });
    const { user, dialog, choose } = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Check file' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a CSV file to import.');
    expect(within(dialog).getByLabelText('CSV file')).toHaveAttribute('aria-invalid', 'true');
    expect(imports(requests)).toEqual([]);
    await choose();
    await user.click(within(dialog).getByRole('button', { name: 'Check file' }));
    expect(await within(dialog).findByText(consoleCsvMessages.fileTooLarge)).toBeInTheDocument();
  });
});
