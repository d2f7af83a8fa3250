import { renderHook, act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTheme } from '@/hooks/use-theme';
import { applyTheme, themeStore } from './theme';

describe('theme', () => {
  it('is light by default and ignores unknown stored values', () => {
    expect(themeStore.get()).toBe('light');
    localStorage.setItem('theme', 'neon');
    expect(themeStore.get()).toBe('light');
    localStorage.setItem('theme', 'blue');
    expect(themeStore.get()).toBe('blue');
  });

  it('puts exactly one theme class on the page root', () => {
    const root = document.createElement('html');
    root.classList.add('light', 'other');
    applyTheme('dark', root);
    expect([...root.classList].sort()).toEqual(['dark', 'other']);
    applyTheme('blue', root);
    expect(root.classList.contains('dark')).toBe(false);
    expect(root.classList.contains('blue')).toBe(true);
  });

  it('stores and applies the theme chosen through the hook', () => {
    const { result } = renderHook(() => useTheme());
    expect(result.current[0]).toBe('light');
    act(() => result.current[1]('dark'));
    expect(result.current[0]).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });
});
