import type { ConsoleItem } from '@portico/contract';
import { useQueries } from '@tanstack/react-query';
import { STAFF_PAGE_SIZE, type StaffBoardView, consoleItemsPageOptions } from '../api/console-items';

export interface StaffBoardRows {
  /** Items matching the view (the last view's count while a new view's first page loads). */
  total: number | undefined;
  /** The row at an index, or undefined while its page loads. */
  rowAt: (index: number) => ConsoleItem | undefined;
  /** Every loaded row of the pages in view (what "select all" selects). */
  loaded: ConsoleItem[];
  isError: boolean;
  error: unknown;
  refetch: () => void;
}

/**
 * The staff board reads its rows by page, only the pages the table shows (first..last row in view): 100,000
 * items cost a few requests, not one huge one. The first page always loads, so the count is known.
 */
export const useStaffBoardRows = (
  boardId: string,
  view: StaffBoardView,
  range: { start: number; end: number },
): StaffBoardRows => {
  const first = Math.floor(range.start / STAFF_PAGE_SIZE);
  const last = Math.max(first, Math.floor(range.end / STAFF_PAGE_SIZE));
  const pages = [0, ...Array.from({ length: last - first + 1 }, (_, i) => first + i).filter((p) => p !== 0)];
  const results = useQueries({
    queries: pages.map((page) => consoleItemsPageOptions(boardId, view, page)),
  });
  const byPage = new Map<number, ConsoleItem[]>();
  results.forEach((result, i) => {
    const page = pages[i];
    if (result.data && page !== undefined) byPage.set(page, result.data.items);
  });
  const total = results[0]?.data?.total;
  const failed = results.find((r) => r.isError);
  return {
    total,
    rowAt: (index) => byPage.get(Math.floor(index / STAFF_PAGE_SIZE))?.[index % STAFF_PAGE_SIZE],
    loaded: [...byPage.entries()].sort(([a], [b]) => a - b).flatMap(([, items]) => items),
    isError: Boolean(failed),
    error: failed?.error,
    refetch: () => results.forEach((r) => void r.refetch()),
  };
};
