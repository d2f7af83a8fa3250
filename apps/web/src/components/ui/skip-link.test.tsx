import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

const Page = () => (
  <>
    <SkipLink />
    <nav>
      <button type="button">Menu</button>
    </nav>
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <h1>Boards</h1>
    </main>
  </>
);

describe('SkipLink', () => {
  it('is the first tab stop and moves the focus to the main element', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.tab();
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', `#${MAIN_CONTENT_ID}`);

    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
