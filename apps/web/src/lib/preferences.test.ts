import { describe, expect, it, vi } from 'vitest';
import { preferencesStore, readPreferences, savePreferences } from './preferences';

describe('preferences (local storage userPreferences)', () => {
  it('has the defaults when nothing is stored', () => {
    expect(readPreferences()).toEqual({
      itemView: 'card',
      sortPreference: 'default',
      dateFormat: 'YYYY-MM-DD',
    });
  });

  it('keeps valid fields and defaults the damaged ones one by one', () => {
    localStorage.setItem(
      'userPreferences',
      JSON.stringify({ itemView: 'table', sortPreference: 42, dateFormat: 'DD/MM/YY' }),
    );
    expect(readPreferences()).toEqual({
      itemView: 'table',
      sortPreference: 'default',
      dateFormat: 'YYYY-MM-DD',
    });
  });

  it('survives a value that is not JSON', () => {
    localStorage.setItem('userPreferences', '{oops');
    expect(readPreferences().itemView).toBe('card');
  });

  it('stores what is saved and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = preferencesStore.subscribe(listener);
    savePreferences({ itemView: 'list', sortPreference: 'text-c1-asc', dateFormat: 'DD-MMM-YYYY' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem('userPreferences') ?? '{}')).toEqual({
      itemView: 'list',
      sortPreference: 'text-c1-asc',
      dateFormat: 'DD-MMM-YYYY',
    });
    expect(readPreferences().itemView).toBe('list');
    unsubscribe();
  });

  it('returns the same object while the stored value is unchanged (stable snapshots)', () => {
    expect(readPreferences()).toBe(readPreferences());
  });
});
