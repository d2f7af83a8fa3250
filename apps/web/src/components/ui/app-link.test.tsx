import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Navigator, setNavigator } from '@/lib/navigation';
import { AppLink } from './app-link';

describe('AppLink', () => {
  const navigator = vi.fn<Navigator>();
  afterEach(() => navigator.mockReset());

  it('is a real link whose plain click navigates in the page, with its state', () => {
    setNavigator(navigator);
    render(
      <AppLink to="/auth/forgot-password" state={{ email: 'ada@example.com' }}>
        Forgot password?
      </AppLink>,
    );
    const link = screen.getByRole('link', { name: 'Forgot password?' });
    expect(link).toHaveAttribute('href', '/auth/forgot-password');
    const click = fireEvent.click(link);
    expect(click).toBe(false); // the browser's own navigation was prevented
    expect(navigator).toHaveBeenCalledWith('/auth/forgot-password', { state: { email: 'ada@example.com' } });
  });

  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }])(
    'leaves a click to a new tab or window to the browser (%o)',
    (modifier) => {
      setNavigator(navigator);
      render(<AppLink to="/auth/signup">Sign up</AppLink>);
      fireEvent.click(screen.getByRole('link', { name: 'Sign up' }), modifier);
      expect(navigator).not.toHaveBeenCalled();
    },
  );
});
