import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MAX_UPDATE_ATTACHMENTS, MAX_UPLOAD_BYTES, serverMessages, updateMessages } from '@portico/contract';
import { type MockHandlers, mockFetch } from '@test/fetch-mock';
import { renderWithApp } from '@test/render';
import { ADMIN, CLIENT, EDITOR } from '@test/updates/fixtures';
import { type ComposerDraft, UpdateComposer } from './update-composer';

const MENTIONABLE = '/api/boards/b1/items/i1/mentionable';

const render = (
  onSubmit = vi.fn(async (_draft: ComposerDraft) => null as string | null),
  { canPostInternal = false }: { canPostInternal?: boolean } = {},
) => {
  const result = renderWithApp(
    <UpdateComposer
      canPostInternal={canPostInternal}
      boardId="b1"
      itemId="i1"
      label="Write an update"
      submitLabel="Post"
      pendingLabel="Posting..."
      pending={false}
      onSubmit={onSubmit}
    />,
  );
  const fileInput = result.container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!fileInput) throw new Error('no file input');
  return { ...result, onSubmit, fileInput };
};

const file = (name: string, size: number, type = 'application/pdf') => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('UpdateComposer', { timeout: 20_000 }, () => {
  it('picks a person to mention with the keyboard and writes the mention token', async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch({
      [`GET ${MENTIONABLE}`]: () => ({ body: { success: true, data: { people: [EDITOR, ADMIN] } } }),
    } as MockHandlers);
    const { onSubmit } = render();
    const box = screen.getByRole('textbox', { name: 'Write an update' });
    await user.type(box, 'Thanks @');
    const list = await screen.findByRole('listbox', { name: 'People to mention' });
    expect(box).toHaveAttribute(
      'aria-controls',
      screen.getByRole('listbox', { name: 'People to mention' }).id,
    );
    expect(await within(list).findAllByRole('option')).toHaveLength(2);
    await user.keyboard('{ArrowDown}');
    const active = within(list).getByRole('option', { selected: true });
    expect(active).toHaveTextContent('Sam Lee');
    expect(box).toHaveAttribute('aria-activedescendant', active.id);
    await user.keyboard('{ArrowUp}sam');
    // Narrowed at once from the last answer…
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(1));
    // …then asked of the server's search.
    await waitFor(() => expect(requests.some((r) => r.url.search === '?q=sam')).toBe(true));
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Thanks @[Sam Lee](user:u3) ');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(onSubmit).toHaveBeenCalledWith({
      body: 'Thanks @[Sam Lee](user:u3) ',
      files: [],
      internal: false,
    });
  });

  it('offers only staff to mention in an internal note, which clients cannot see', async () => {
    const user = userEvent.setup();
    mockFetch({
      [`GET ${MENTIONABLE}`]: () => ({ body: { success: true, data: { people: [CLIENT, EDITOR] } } }),
    } as MockHandlers);
    render(undefined, { canPostInternal: true });
    const box = screen.getByRole('textbox', { name: 'Write an update' });
    await user.type(box, '@');
    const list = await screen.findByRole('listbox', { name: 'People to mention' });
    expect(await within(list).findAllByRole('option')).toHaveLength(2);
    await user.click(screen.getByRole('switch', { name: 'Internal note' }));
    await user.type(box, 'Hi @');
    await waitFor(() =>
      expect(within(screen.getByRole('listbox')).getAllByRole('option')).toEqual([
        screen.getByRole('option', { name: new RegExp(EDITOR.name) }),
      ]),
    );
    await user.type(box, 'alex');
    expect(await screen.findByText('Nobody by that name can see internal notes.')).toBeInTheDocument();
  });

  it('closes the mention list on Escape and lets Enter write a new line', async () => {
    const user = userEvent.setup();
    mockFetch({
      [`GET ${MENTIONABLE}`]: () => ({ body: { success: true, data: { people: [EDITOR] } } }),
    } as MockHandlers);
    const { onSubmit } = render();
    const box = screen.getByRole('textbox', { name: 'Write an update' });
    await user.type(box, '@');
    await screen.findByRole('option', { name: /Priya Raman/ });
    await user.keyboard('{Escape}{Enter}next');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveValue('@\nnext');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('formats the selection from the toolbar and the shortcuts', async () => {
    const user = userEvent.setup();
    mockFetch({});
    render();
    const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Write an update' });
    await user.type(box, 'ship it');
    box.setSelectionRange(5, 7);
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(box).toHaveValue('ship **it**');
    box.setSelectionRange(0, 4);
    await user.keyboard('{Control>}i{/Control}');
    expect(box).toHaveValue('_ship_ **it**');
    await user.click(screen.getByRole('button', { name: 'Bulleted list' }));
    expect(box).toHaveValue('- _ship_ **it**');
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
  });

  it('checks files before attaching them and sends the ones that fit', async () => {
    const user = userEvent.setup({ applyAccept: false });
    mockFetch({});
    const { onSubmit, fileInput } = render();
    await user.upload(fileInput, [
      file('brief.pdf', 2048),
      file('huge.mov', MAX_UPLOAD_BYTES + 1, 'video/quicktime'),
      file('empty.txt', 0, 'text/plain'),
    ]);
    const chips = screen.getByRole('list', { name: 'Attached files' });
    expect(within(chips).getAllByRole('listitem')).toHaveLength(1);
    expect(chips).toHaveTextContent('brief.pdf2 KB');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(`huge.mov: ${serverMessages.fileTooLarge}`);
    expect(alert).toHaveTextContent(serverMessages.emptyFile('empty.txt'));

    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(onSubmit).toHaveBeenCalledWith({
      body: '',
      files: [expect.objectContaining({ name: 'brief.pdf' })],
      internal: false,
    });
  });

  it(`attaches at most ${MAX_UPDATE_ATTACHMENTS} files, and a chip can be removed`, async () => {
    const user = userEvent.setup();
    mockFetch({});
    const { fileInput } = render(vi.fn(async () => 'never'));
    await user.upload(
      fileInput,
      Array.from({ length: MAX_UPDATE_ATTACHMENTS + 1 }, (_, i) => file(`f${i}.pdf`, 10)),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(updateMessages.tooManyAttachments);
    const chips = screen.getByRole('list', { name: 'Attached files' });
    expect(within(chips).getAllByRole('listitem')).toHaveLength(MAX_UPDATE_ATTACHMENTS);
    await user.click(screen.getByRole('button', { name: 'Remove f0.pdf' }));
    expect(within(chips).getAllByRole('listitem')).toHaveLength(MAX_UPDATE_ATTACHMENTS - 1);
    expect(screen.queryByText('f0.pdf')).not.toBeInTheDocument();
  });

  it('attaches pasted files', async () => {
    const user = userEvent.setup();
    mockFetch({});
    render();
    const box = screen.getByRole('textbox', { name: 'Write an update' });
    await user.click(box);
    await user.paste({
      files: [file('shot.png', 500, 'image/png')],
      items: [],
      types: ['Files'],
      getData: () => '',
    } as unknown as DataTransfer);
    expect(screen.getByRole('list', { name: 'Attached files' })).toHaveTextContent('shot.png');
  });
});
