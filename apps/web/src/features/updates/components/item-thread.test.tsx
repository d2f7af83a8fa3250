import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { updateMessages } from '@portico/contract';
import { type MockHandlers, mockFetch } from '@test/fetch-mock';
import { renderWithApp } from '@test/render';
import { ADMIN, CLIENT, EDITOR, entry, threadPage, update } from '@test/updates/fixtures';
import { ItemThread } from './item-thread';

const PATH = '/api/boards/b1/items/i1/updates';
const NOW = new Date('2026-11-26T12:00:00.000Z');

const render = (staff = false) =>
  renderWithApp(<ItemThread boardId="b1" itemId="i1" staff={staff} now={NOW} />);

const posted =
  (id = 'n1') =>
  () => ({
    body: { success: true as const, data: update(id, { body: 'ok' }), message: updateMessages.posted },
  });

const sentForm = (requests: { method: string; body: unknown }[]) =>
  Object.fromEntries(
    [...((requests.find((r) => r.method === 'POST')?.body as FormData) ?? new FormData()).entries()].map(
      ([key, value]) => [key, typeof value === 'string' ? value : value.name],
    ),
  );

describe('ItemThread', { timeout: 20_000 }, () => {
  it('shows a skeleton, then the empty state', async () => {
    mockFetch({ [`GET ${PATH}`]: () => ({ body: threadPage([]) }) } as MockHandlers);
    render();
    expect(screen.getByRole('status', { name: 'Loading updates' })).toBeInTheDocument();
    expect(
      await screen.findByText('No updates yet. Ask a question or share a file — the team will see it here.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Updates' })).toBeInTheDocument();
  });

  it('renders a formatted body as elements: markup stays text and unsafe links stay text', async () => {
    const body = [
      '**Bold** and _quiet_ <script>alert(1)</script> <b>raw</b>',
      '[bad](javascript:alert(1)) [site](https://example.com/a) @[Priya Raman](user:u2)',
      '',
      '- one',
      '- two',
    ].join('\n');
    mockFetch({ [`GET ${PATH}`]: () => ({ body: threadPage([entry('a', { body })]) }) } as MockHandlers);
    const { container } = render();
    const article = await screen.findByRole('article', { name: /Alex Morgan/ });
    expect(within(article).getByText('Bold').tagName).toBe('STRONG');
    expect(within(article).getByText('quiet').tagName).toBe('EM');
    expect(article).toHaveTextContent('<script>alert(1)</script> <b>raw</b>');
    expect(container.querySelector('script, b')).toBeNull();
    expect(within(article).queryByRole('link', { name: 'bad' })).not.toBeInTheDocument();
    expect(article).toHaveTextContent('[bad](javascript:alert(1))');
    const link = within(article).getByRole('link', { name: 'site' });
    expect(link).toHaveAttribute('href', 'https://example.com/a');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(article.querySelector('[data-user-id="u2"]')).toHaveTextContent('Priya Raman');
    expect(
      within(article)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['one', 'two']);
  });

  it('shows who wrote each update, when, edited and internal markers, replies and files', async () => {
    mockFetch({
      [`GET ${PATH}`]: () => ({
        body: threadPage([
          entry(
            'a',
            {
              author: EDITOR,
              internal: true,
              editedAt: '2026-11-26T11:00:00.000Z',
              createdAt: '2026-11-26T11:55:00.000Z',
            },
            [update('r1', { parentId: 'a', author: ADMIN, internal: true, body: 'A reply' })],
          ),
          entry(
            'b',
            {
              deletedAt: '2026-11-26T11:00:00.000Z',
              body: '',
              attachments: [
                { id: 'f0', name: 'gone.pdf', size: 10, mimeType: 'application/pdf', url: '/files/f0' },
              ],
            },
            [update('r2', { parentId: 'b', body: 'Still here' })],
          ),
          entry('c', {
            attachments: [
              { id: 'f1', name: 'brief.pdf', size: 2048, mimeType: 'application/pdf', url: '/files/f1' },
              { id: 'f2', name: 'mock.png', size: 3_000_000, mimeType: 'image/png', url: '/files/f2' },
            ],
          }),
        ]),
      }),
    } as MockHandlers);
    render(true);
    const first = await screen.findByRole('article', { name: 'Priya Raman, update' });
    expect(within(first).getAllByText('Editor')[0]).toBeInTheDocument();
    expect(within(first).getAllByText('Internal note')[0]).toBeInTheDocument();
    expect(within(first).getAllByText('(edited)')).toHaveLength(1);
    const time = within(first).getByText('5 minutes ago');
    expect(time).toHaveAttribute('dateTime', '2026-11-26T11:55:00.000Z');
    expect(time.getAttribute('title')).toMatch(/2026/);
    const replies = within(first).getByRole('list', { name: 'Replies to Priya Raman' });
    expect(within(replies).getByRole('article', { name: 'Sam Lee, reply' })).toHaveTextContent('A reply');
    expect(within(replies).getByText('Admin')).toBeInTheDocument();

    const [deleted] = screen.getAllByRole('article', { name: 'Alex Morgan, update' });
    expect(within(deleted as HTMLElement).getByText('This update was deleted.')).toBeInTheDocument();
    expect(within(deleted as HTMLElement).getByText('Still here')).toBeInTheDocument();
    expect(screen.queryByText('gone.pdf')).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Download brief.pdf (2 KB)' })).toHaveAttribute(
      'href',
      '/files/f1',
    );
    const image = screen.getByRole('link', { name: 'Download mock.png (2.9 MB)' });
    expect(image.querySelector('img')).toHaveAttribute('src', '/files/f2');
  });

  it("calls a staff author 'Staff' for a client", async () => {
    mockFetch({
      [`GET ${PATH}`]: () => ({ body: threadPage([entry('a', { author: ADMIN })]) }),
    } as MockHandlers);
    render(false);
    const article = await screen.findByRole('article', { name: 'Sam Lee, update' });
    expect(within(article).getByText('Staff')).toBeInTheDocument();
    expect(within(article).queryByText('Admin')).not.toBeInTheDocument();
  });

  it('posts the body as multipart, announces it and gives the composer the focus back', async () => {
    const user = userEvent.setup();
    let stored = [entry('a')];
    const { requests } = mockFetch({
      [`GET ${PATH}`]: () => ({ body: threadPage(stored) }),
      [`POST ${PATH}`]: () => {
        stored = [entry('n1', { body: 'Can we ship **Friday**?', author: CLIENT }), ...stored];
        return posted()();
      },
    } as MockHandlers);
    render(false);
    await screen.findByRole('article', { name: /Alex Morgan/ });
    expect(screen.queryByRole('switch', { name: 'Internal note' })).not.toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Write an update' });
    await user.type(box, 'Can we ship **Friday**?');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText(updateMessages.posted)).toBeInTheDocument();
    expect(sentForm(requests)).toEqual({ body: 'Can we ship **Friday**?', internal: 'false' });
    expect(await screen.findByText('Friday')).toBeInTheDocument();
    expect(box).toHaveValue('');
    await waitFor(() => expect(box).toHaveFocus());
  });

  it('lets staff post an internal note with Ctrl+Enter, tinted and marked while composing', async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch({
      [`GET ${PATH}`]: () => ({ body: threadPage([]) }),
      [`POST ${PATH}`]: posted(),
    } as MockHandlers);
    render(true);
    const box = screen.getByRole('textbox', { name: 'Write an update' });
    await user.click(screen.getByRole('switch', { name: 'Internal note' }));
    expect(screen.getByText('Only staff can see this')).toBeInTheDocument();
    await user.type(box, 'For the team only{Control>}{Enter}{/Control}');
    await waitFor(() => expect(sentForm(requests)).toEqual({ body: 'For the team only', internal: 'true' }));
  });

  it("keeps the draft and shows the server's message when a post is refused", async () => {
    const user = userEvent.setup();
    mockFetch({
      [`GET ${PATH}`]: () => ({ body: threadPage([]) }),
      [`POST ${PATH}`]: () => ({
        status: 400,
        body: { success: false, message: updateMessages.cannotMention('Jo') },
      }),
    } as MockHandlers);
    render();
    const box = screen.getByRole('textbox', { name: 'Write an update' });
    await user.type(box, 'Hello there');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(updateMessages.cannotMention('Jo'));
    expect(box).toHaveValue('Hello there');
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for something to post before sending an empty update', async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch({ [`GET ${PATH}`]: () => ({ body: threadPage([]) }) } as MockHandlers);
    render();
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(updateMessages.bodyRequired);
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('replies under an update with its own composer, sending the parent', async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch({
      [`GET ${PATH}`]: () => ({ body: threadPage([entry('a', { internal: true, author: EDITOR })]) }),
      [`POST ${PATH}`]: posted('r9'),
    } as MockHandlers);
    render(true);
    await user.click(await screen.findByRole('button', { name: 'Reply to Priya Raman' }));
    const box = screen.getByRole('textbox', { name: 'Reply to Priya Raman' });
    await waitFor(() => expect(box).toHaveFocus());
    // A reply to an internal note is internal too.
    const toggles = screen.getAllByRole('switch', { name: 'Internal note' });
    expect(toggles[1]).toBeChecked();
    expect(toggles[1]).toBeDisabled();
    await user.type(box, 'On it');
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    await waitFor(() =>
      expect(sentForm(requests)).toEqual({ body: 'On it', parentId: 'a', internal: 'true' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Reply to Priya Raman' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reply to Priya Raman' })).toHaveFocus());
  });

  it('edits an own update inline and announces it', async () => {
    const user = userEvent.setup();
    let body = 'First draft';
    const { requests } = mockFetch({
      [`GET ${PATH}`]: () => ({ body: threadPage([entry('a', { body, canEdit: true, canDelete: true })]) }),
      [`PATCH ${PATH}/a`]: (request) => {
        body = (request.body as { body: string }).body;
        return { body: { success: true, data: update('a', { body }), message: updateMessages.edited } };
      },
    } as MockHandlers);
    render();
    await user.click(await screen.findByRole('button', { name: 'Edit update by Alex Morgan' }));
    const box = screen.getByRole('textbox', { name: 'Edit your update' });
    expect(box).toHaveValue('First draft');
    await user.clear(box);
    await user.type(box, 'Second draft');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(updateMessages.edited)).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ body: 'Second draft' });
    expect(await screen.findByText('Second draft')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Edit update by Alex Morgan' })).toHaveFocus(),
    );
  });

  it('cancels an edit without sending anything', async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch({
      [`GET ${PATH}`]: () => ({ body: threadPage([entry('a', { canEdit: true })]) }),
    } as MockHandlers);
    render();
    await user.click(await screen.findByRole('button', { name: 'Edit update by Alex Morgan' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: 'Edit your update' })).not.toBeInTheDocument();
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false);
  });

  it('deletes after confirming, and shows no Edit or Delete where they are not allowed', async () => {
    const user = userEvent.setup();
    let deleted = false;
    const { requests } = mockFetch({
      [`GET ${PATH}`]: () => ({
        body: threadPage([
          entry('a', { canDelete: true, ...(deleted && { deletedAt: NOW.toISOString(), body: '' }) }, [
            update('r1', { parentId: 'a', author: EDITOR, body: 'Reply stays' }),
          ]),
        ]),
      }),
      [`DELETE ${PATH}/a`]: () => {
        deleted = true;
        return { body: { success: true, message: updateMessages.deleted } };
      },
    } as MockHandlers);
    render();
    expect(await screen.findByText('Reply stays')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit update by Alex Morgan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete update by Priya Raman' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete update by Alex Morgan' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this update?' });
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This update was deleted.')).toBeInTheDocument();
    expect(screen.getByText(updateMessages.deleted)).toBeInTheDocument();
    expect(screen.getByText('Reply stays')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });

  it('loads older updates from the cursor', async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch({
      [`GET ${PATH}`]: (request) =>
        request.url.searchParams.get('cursor') === 'c1'
          ? { body: threadPage([entry('old', { body: 'The older one' })], null, 2) }
          : { body: threadPage([entry('new', { body: 'The newer one' })], 'c1', 2) },
    } as MockHandlers);
    render();
    expect(await screen.findByText('The newer one')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show older' }));
    expect(await screen.findByText('The older one')).toBeInTheDocument();
    expect(requests.map((r) => r.url.search)).toEqual(['', '?cursor=c1']);
    expect(screen.queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
  });

  it('shows a refused thread with a way to try again', async () => {
    mockFetch({
      [`GET ${PATH}`]: () => ({ status: 404, body: { success: false, message: 'Item not found' } }),
    } as MockHandlers);
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Item not found');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
