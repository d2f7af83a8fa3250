import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PANEL_LAYOUT_KEY, readPanelLayout, usePanelLayout } from './use-panel-layout';

describe('usePanelLayout', () => {
  it('saves the layout once the changes have stopped for 100 ms', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => usePanelLayout('sidebar', 'main'));
    expect(result.current.defaultLayout).toBeUndefined();
    act(() => {
      result.current.onLayoutChange({ sidebar: 16, main: 84 });
      vi.advanceTimersByTime(60);
      result.current.onLayoutChange({ sidebar: 18, main: 82 });
      vi.advanceTimersByTime(99);
    });
    expect(localStorage.getItem(PANEL_LAYOUT_KEY)).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(JSON.parse(localStorage.getItem(PANEL_LAYOUT_KEY) ?? '{}')).toEqual({ sidebar: 18, main: 82 });
  });

  it('restores a saved layout within 13–20 % and ignores anything else', () => {
    localStorage.setItem(PANEL_LAYOUT_KEY, JSON.stringify({ sidebar: 19, main: 81 }));
    expect(readPanelLayout('sidebar', 'main')).toEqual({ sidebar: 19, main: 81 });
    localStorage.setItem(PANEL_LAYOUT_KEY, JSON.stringify({ sidebar: 45, main: 55 }));
    expect(readPanelLayout('sidebar', 'main')).toBeUndefined();
    localStorage.setItem(PANEL_LAYOUT_KEY, 'nonsense');
    expect(readPanelLayout('sidebar', 'main')).toBeUndefined();
  });
});
