import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@test/render';
import { ErrorPage, NotFoundPage } from './error-page';

describe('ErrorPage', () => {
  it("shows the spec's defaults", () => {
    renderWithApp(<ErrorPage />);
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('An unexpected error occurred. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
  });

  it("shows 'Page not found' for unknown paths", () => {
    renderWithApp(<NotFoundPage />);
    expect(screen.getByText('Page not found')).toBeInTheDocument();
  });

  it("'Go back to safety' replaces the history entry with /", async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<ErrorPage />, {
      url: '/error',
      path: '/error',
      routes: { '/': <p>Home</p> },
    });
    await user.click(screen.getByRole('button', { name: 'Go back to safety' }));
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
