import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { emitLiveEvent } from '@/lib/live';
import { boardKeys } from '../api/keys';
import { useLiveBoard } from './use-live-board';

const setup = () => {
  const queryClient = new QueryClient();
  for (const key of [
    boardKeys.items('b1'),
    boardKeys.item('b1', 'i1'),
    boardKeys.item('b1', 'i2'),
    boardKeys.groups('b1'),
    boardKeys.items('b2'),
  ])
    queryClient.setQueryData(key, { cached: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(() => useLiveBoard('b1'), { wrapper });
  const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
  return { view, stale };
};

describe('useLiveBoard', () => {
  it("refreshes the board's items and the changed item on item.changed, nothing of other boards", () => {
    const { stale } = setup();
    emitLiveEvent({ type: 'item.changed', boardId: 'b1', itemId: 'i1' });
    expect(stale(boardKeys.items('b1'))).toBe(true);
    expect(stale(boardKeys.item('b1', 'i1'))).toBe(true);
    expect(stale(boardKeys.item('b1', 'i2'))).toBe(false);
    expect(stale(boardKeys.groups('b1'))).toBe(false);
    expect(stale(boardKeys.items('b2'))).toBe(false);
  });

  it('refreshes the whole board on board.changed, everything on reset, and stops when unmounted', () => {
    const { view, stale } = setup();
    emitLiveEvent({ type: 'board.changed', boardId: 'b1' });
    expect(stale(boardKeys.groups('b1'))).toBe(true);
    expect(stale(boardKeys.items('b2'))).toBe(false);
    emitLiveEvent({ type: 'reset' });
    expect(stale(boardKeys.items('b2'))).toBe(true);
    view.unmount();
    const again = setup();
    again.view.unmount();
    emitLiveEvent({ type: 'item.changed', boardId: 'b1', itemId: 'i1' });
    expect(again.stale(boardKeys.items('b1'))).toBe(false);
  });
});
