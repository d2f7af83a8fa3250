import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { savePreferences } from '@/lib/preferences';
import { renderWithApp } from '@test/render';
import { PreferencesSettings } from './preferences-settings';

describe('PreferencesSettings', () => {
  it("stores the preferences, then shows 'Updating...' with the inputs disabled for 1 s", () => {
    vi.useFakeTimers();
    savePreferences({ itemView: 'table', sortPreference: 'default', dateFormat: 'MM-DD-YYYY' });
    renderWithApp(<PreferencesSettings />);
    expect(screen.getByRole('combobox', { name: 'Item View' })).toHaveTextContent('Table');
    expect(screen.getByRole('combobox', { name: 'Date Format' })).toHaveTextContent('MM-DD-YYYY');

    fireEvent.click(screen.getByRole('button', { name: 'Update Preferences' }));
    expect(screen.getByRole('button', { name: 'Updating...' })).toBeDisabled();
    for (const name of ['Item View', 'Sort Preference', 'Date Format']) {
      expect(screen.getByRole('combobox', { name })).toBeDisabled();
    }
    expect(JSON.parse(localStorage.getItem('userPreferences') ?? '{}')).toEqual({
      itemView: 'table',
      sortPreference: 'default',
      dateFormat: 'MM-DD-YYYY',
    });

    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByRole('button', { name: 'Updating...' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Update Preferences' })).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'Item View' })).toBeEnabled();
    expect(screen.getByText('Preferences saved')).toBeInTheDocument();
  });

  it('offers the sort options the board screen published, and Default until then', () => {
    renderWithApp(<PreferencesSettings />);
    expect(screen.getByRole('combobox', { name: 'Sort Preference' })).toHaveTextContent('Default');
    expect(screen.getByText('Open a board to choose how its items are sorted.')).toBeInTheDocument();
  });
});
