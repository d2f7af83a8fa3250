import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@test/render';
import { BoardsNav } from './boards-nav';

const boards = [
  { boardId: 'b1', boardName: 'Website relaunch' },
  { boardId: 'b2', boardName: 'Quarterly brand campaign with an unusually long name for a board' },
];

describe('BoardsNav (My Boards)', () => {
  it('links every board and highlights the open one', () => {
    renderWithApp(<BoardsNav boards={boards} loading={false} />, {
      url: '/board/b2',
      path: '/board/:boardId',
    });
    expect(screen.getByRole('heading', { name: 'My Boards' })).toBeInTheDocument();
    const first = screen.getByRole('link', { name: 'Website relaunch' });
    const second = screen.getByRole('link', { name: /Quarterly brand campaign/ });
    expect(first).toHaveAttribute('href', '/board/b1');
    expect(first).not.toHaveAttribute('aria-current');
    expect(second).toHaveAttribute('aria-current', 'page');
  });

  it('keeps names to one line and shows the full name in a tooltip', async () => {
    const user = userEvent.setup();
    renderWithApp(<BoardsNav boards={boards} loading={false} />);
    const link = screen.getByRole('link', { name: /Quarterly brand campaign/ });
    expect(link.querySelector('span')).toHaveClass('truncate');
    await user.tab();
    await user.tab();
    expect(link).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(boards[1]!.boardName);
  });

  it('shows 3 skeleton rows while the boards load', () => {
    renderWithApp(<BoardsNav boards={[]} loading />);
    expect(screen.getAllByTestId('board-skeleton')).toHaveLength(3);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says so when no board is shared', () => {
    renderWithApp(<BoardsNav boards={[]} loading={false} />);
    expect(screen.getByText('No boards shared with you yet.')).toBeInTheDocument();
  });
});
